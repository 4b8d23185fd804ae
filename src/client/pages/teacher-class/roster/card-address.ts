import type { ServerAddress } from '../../../../shared/schemas/roster';

const LOOPBACK = /^https?:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/;

/** An address only the computer it names can open: no student's phone reaches it. */
export const isLoopback = (origin: string) => LOOPBACK.test(origin);

/**
 * The addresses a card may print, best first: the one the admin set; else the browser's own when
 * it is a real network address (the teacher opened the school's address); else the server's
 * network addresses, with the browser's loopback last (it works on the server only).
 */
export function cardAddresses(origin: string, server: ServerAddress | undefined): string[] {
  if (server?.configured) return [server.configured];
  const network = server?.network ?? [];
  const ordered = isLoopback(origin) ? [...network, origin] : [origin, ...network];
  return [...new Set(ordered)];
}
