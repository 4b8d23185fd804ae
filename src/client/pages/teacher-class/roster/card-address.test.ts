import { describe, expect, it } from 'vitest';
import { cardAddresses, isLoopback } from './card-address';

describe('the address a login card prints', () => {
  it("prefers the server's network address to a teacher's localhost", () => {
    expect(
      cardAddresses('http://localhost:3000', {
        configured: null,
        network: ['http://192.168.0.15:3000'],
      }),
    ).toEqual(['http://192.168.0.15:3000', 'http://localhost:3000']);
  });

  it('keeps the address the teacher opened when it is a network one', () => {
    expect(
      cardAddresses('http://10.1.2.3:3000', {
        configured: null,
        network: ['http://10.1.2.3:3000'],
      }),
    ).toEqual(['http://10.1.2.3:3000']);
  });

  it('prints only the address the admin set', () => {
    expect(
      cardAddresses('http://localhost:3000', {
        configured: 'https://stock.school.kr',
        network: ['http://192.168.0.15:3000'],
      }),
    ).toEqual(['https://stock.school.kr']);
  });

  it('knows a loopback address when it sees one', () => {
    expect(
      ['http://localhost:3000', 'http://127.0.0.1', 'http://[::1]:8080'].map(isLoopback),
    ).toEqual([true, true, true]);
    expect(isLoopback('http://192.168.0.15:3000')).toBe(false);
  });
});
