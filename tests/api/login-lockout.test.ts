import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_LIMITS } from '../../src/server/services/accounts/login-throttle';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import type { LoginResponse } from '../../src/shared/schemas/auth';
import { call, insertLoginUser } from './accounts.helpers';

let t: TestApp;
let waits: number[];
beforeEach(() => {
  waits = [];
  t = createTestApp({
    overrides: {
      // The soft per-account delay, recorded instead of slept.
      wait: async (ms) => {
        waits.push(ms);
      },
    },
  });
});
afterEach(() => t.dispose());

const login = (email: string, password: string, ip: string) =>
  call<LoginResponse>(t, 'POST', '/api/auth/login', { body: { email, password }, ip });

const rateLimited = {
  success: false,
  code: 'RATE_LIMITED',
  message: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
};

describe('login lockout counts failures, not attempts', () => {
  it('lets the owner in from another address after a stranger used up the guesses at one', async () => {
    const user = await insertLoginUser(t);
    for (let i = 0; i < 12; i++) await login(user.email, 'wrong1', '10.6.6.6');
    expect((await login(user.email, 'wrong1', '10.6.6.6')).status).toBe(429);
    expect((await login(user.email, user.password, '10.0.0.1')).status).toBe(200);
  });

  it('never blocks the right password from a new address, only slows every try down', async () => {
    const user = await insertLoginUser(t);
    for (let i = 0; i < 30; i++) {
      expect((await login(user.email, 'wrong1', `10.1.0.${i}`)).status).toBe(401);
    }
    expect((await login(user.email, user.password, '10.2.0.1')).status).toBe(200);
    // 5 free failures, then 1 s doubling per failure up to 8 s, for the right password too.
    expect(waits).toEqual([1_000, 2_000, 4_000, ...Array<number>(23).fill(8_000)]);
  });

  it('accepts a user’s 11th successful login in a row from one address', async () => {
    const user = await insertLoginUser(t);
    for (let i = 0; i < 11; i++) {
      expect((await login(user.email, user.password, '10.0.0.1')).status).toBe(200);
    }
    expect(waits).toEqual([]);
  });

  it('locks one address out of one account after 10 failures, with Retry-After', async () => {
    const user = await insertLoginUser(t);
    const { limit, windowMs } = LOGIN_LIMITS.failuresPerEmailAndIp;
    expect([limit, windowMs]).toEqual([10, 15 * 60_000]);
    for (let i = 0; i < limit; i++) await login(user.email, 'wrong1', '10.6.6.6');
    t.clock.advance(5 * 60_000);
    const refused = await login(user.email, user.password, '10.6.6.6');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(rateLimited);
    // 15 min window, 5 min gone: 600 s left.
    expect(refused.headers.get('Retry-After')).toBe('600');
    t.clock.advance(600_000);
    expect((await login(user.email, user.password, '10.6.6.6')).status).toBe(200);
  });

  it('lets no more than 10 guesses sent at once from one address reach the password check', async () => {
    const user = await insertLoginUser(t);
    const answers = await Promise.all(
      Array.from({ length: 15 }, () => login(user.email, 'wrong1', '10.6.6.6')),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([
      ...Array<number>(10).fill(401),
      ...Array<number>(5).fill(429),
    ]);
  });

  it('locks an address out after 100 failures across accounts, with Retry-After', async () => {
    const { limit } = LOGIN_LIMITS.failuresPerIp;
    for (let i = 0; i < limit; i++) await login(`user${i}@school.kr`, 'wrong1', '10.9.9.9');
    const refused = await login('last@school.kr', 'wrong1', '10.9.9.9');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('600');
    expect((await login('last@school.kr', 'wrong1', '10.9.9.10')).status).toBe(401);
  });

  it('does not count a class signing in from one school address', async () => {
    for (let i = 0; i < LOGIN_LIMITS.failuresPerIp.limit + 5; i++) {
      const student = await insertLoginUser(t);
      expect((await login(student.email, student.password, '10.3.3.3')).status).toBe(200);
    }
  });
});
