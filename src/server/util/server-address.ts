import type { NetworkInterfaceInfo } from 'node:os';
import type { ServerAddress } from '../../shared/schemas/roster';

/**
 * The addresses a student's phone can open: the one the admin set (PUBLIC_URL, e.g. behind a
 * reverse proxy or a school DNS name), and the server's own IPv4 addresses on the school network
 * at its port. A teacher's browser on the server itself reads "localhost", which no phone opens.
 */
export function serverAddress(input: {
  publicUrl: string | undefined;
  port: number;
  interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>;
}): ServerAddress {
  const network = Object.values(input.interfaces)
    .flatMap((addresses) => addresses ?? [])
    .filter((address) => address.family === 'IPv4' && !address.internal)
    .map((address) => `http://${address.address}${input.port === 80 ? '' : `:${input.port}`}`);
  return {
    configured: input.publicUrl ? input.publicUrl.replace(/\/+$/, '') : null,
    network: [...new Set(network)],
  };
}
