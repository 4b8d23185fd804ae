import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../../shared/domain/domain-error';
import { Database } from '../../db/sqlite-driver';
import { onError, statusOf } from './errors';

function appThrowing(error: Error) {
  const app = new Hono();
  app.onError(onError);
  app.get('/', () => {
    throw error;
  });
  return app;
}

describe('errors answer in Korean with a status from one table', () => {
  it('answers an HTTP error that carries no message of ours in Korean', async () => {
    const response = await appThrowing(new HTTPException(405)).request('/');
    expect(response.status).toBe(405);
    expect(await response.json()).toEqual({
      success: false,
      code: 'HTTP_ERROR',
      message: '오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
    });
  });

  it('answers a unique-key conflict SQLite refused with a Korean 409, not a 500', async () => {
    const sqlite = new Database(':memory:');
    sqlite.exec("create table logins (email text unique); insert into logins values ('a@b.kr')");
    let refused: Error | undefined;
    try {
      sqlite.exec("insert into logins values ('a@b.kr')");
    } catch (error) {
      refused = error as Error;
    }
    sqlite.close();
    const response = await appThrowing(refused!).request('/');
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      success: false,
      code: 'ALREADY_EXISTS',
      message:
        '같은 정보가 이미 저장되어 있어 처리하지 않았습니다. 화면을 새로 고쳐 확인한 뒤 다시 시도해주세요.',
    });
  });

  it.each([
    ['INVALID_CREDENTIALS', 401],
    ['WATCHLIST_REQUIRED', 403],
    ['DISPLAY_LINK_INVALID', 404],
    ['EMAIL_TAKEN', 409],
    ['INSUFFICIENT_CASH', 422],
    ['RATE_LIMITED', 429],
    ['MARKET_DATA_UNAVAILABLE', 503],
  ] as const)('maps %s to %i', async (code, status) => {
    expect(statusOf(code)).toBe(status);
    const response = await appThrowing(new DomainError(code, '메시지')).request('/');
    expect(response.status).toBe(status);
  });

  it('knows only the codes that something throws', () => {
    // @ts-expect-error nothing throws TOKEN_EXPIRED: expired access tokens are UNAUTHORIZED
    expect(new DomainError('TOKEN_EXPIRED', '만료').code).toBe('TOKEN_EXPIRED');
    // @ts-expect-error nothing throws CONFLICT: conflicts have their own codes (EMAIL_TAKEN, …)
    expect(new DomainError('CONFLICT', '충돌').code).toBe('CONFLICT');
  });
});
