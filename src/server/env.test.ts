import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';
import { projectPath } from './project-root';

describe('parseEnv', () => {
  it('runs on the embedded defaults with nothing set', () => {
    const parsed = parseEnv({});
    expect(parsed.ok && parsed.env).toMatchObject({
      MARKET_PROVIDER: 'replay',
      KIS_ENV: 'real',
      PORT: 3000,
    });
  });

  it('finds its own data and built pages from the app folder, whatever folder it is started in', () => {
    const parsed = parseEnv({});
    expect(parsed.ok && [parsed.env.DATA_DIR, parsed.env.STATIC_DIR]).toEqual([
      projectPath('data'),
      projectPath('dist/client'),
    ]);
  });

  it('refuses MARKET_PROVIDER=kis without KIS keys, saying which are missing', () => {
    const parsed = parseEnv({ MARKET_PROVIDER: 'kis', KIS_APP_KEY: 'key' });
    expect(parsed).toEqual({
      ok: false,
      problems: ['  KIS_APP_KEY: MARKET_PROVIDER=kis needs KIS_APP_KEY and KIS_APP_SECRET'],
    });
    expect(parseEnv({ MARKET_PROVIDER: 'kis', KIS_APP_KEY: 'k', KIS_APP_SECRET: 's' }).ok).toBe(
      true,
    );
  });

  it('refuses a provider URL that is not a URL and a polling pace faster than 200 ms', () => {
    const parsed = parseEnv({ NAVER_BASE_URL: 'polling.finance', LIVE_POLL_MS: '50' });
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.problems.map((p) => p.split(':')[0]?.trim())).toEqual([
      'NAVER_BASE_URL',
      'LIVE_POLL_MS',
    ]);
  });

  it('holds ADMIN_PASSWORD to the one password rule: six characters with a digit', () => {
    expect(parseEnv({ ADMIN_PASSWORD: 'adminpass' })).toEqual({
      ok: false,
      problems: ['  ADMIN_PASSWORD: 비밀번호는 숫자를 포함해야 합니다'],
    });
    expect(parseEnv({ ADMIN_PASSWORD: 'ad1' })).toEqual({
      ok: false,
      problems: ['  ADMIN_PASSWORD: 비밀번호는 6자 이상이어야 합니다'],
    });
    expect(parseEnv({ ADMIN_PASSWORD: 'admin1234' }).ok).toBe(true);
  });
});
