import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { serverAddress } from './server-address';

const base = { netmask: '255.255.255.0', mac: '00:00:00:00:00:00', cidr: null };
const v4 = (address: string, internal = false): NetworkInterfaceInfo => ({
  ...base,
  address,
  internal,
  family: 'IPv4',
});
const v6 = (address: string, internal = false): NetworkInterfaceInfo => ({
  ...base,
  address,
  internal,
  family: 'IPv6',
  scopeid: 0,
});

describe('the address on the login cards', () => {
  it("lists the server's own school-network IPv4 addresses at its port, never loopback", () => {
    const found = serverAddress({
      publicUrl: undefined,
      port: 3000,
      interfaces: {
        lo: [v4('127.0.0.1', true), v6('::1', true)],
        eth0: [v4('192.168.0.15'), v6('fe80::1')],
        wlan0: [v4('10.20.30.40')],
      },
    });
    expect(found).toEqual({
      configured: null,
      network: ['http://192.168.0.15:3000', 'http://10.20.30.40:3000'],
    });
  });

  it('puts the address the admin set first, without a trailing slash', () => {
    const found = serverAddress({
      publicUrl: 'https://stock.school.kr/',
      port: 80,
      interfaces: { eth0: [v4('192.168.0.15')] },
    });
    expect(found).toEqual({
      configured: 'https://stock.school.kr',
      network: ['http://192.168.0.15'],
    });
  });
});
