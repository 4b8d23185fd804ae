import { z } from 'zod';
import { authMessages, zNewPassword } from '../shared/schemas/auth';
import { projectPath } from './project-root';

const zEnv = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    // Unset, the app's own folders: the same database and pages whatever folder node starts in.
    DATA_DIR: z.string().default(projectPath('data')),
    DATABASE_PATH: z.string().optional(),
    // The embedded KRX data (default: the app's own data/krx); a test points it at another build.
    KRX_DATA_DIR: z.string().optional(),
    // FULL survives power loss; NORMAL may lose the last commits on power loss (never on a crash).
    SQLITE_SYNCHRONOUS: z.enum(['FULL', 'NORMAL']).default('FULL'),
    JWT_SECRET: z.string().min(32).optional(),
    ADMIN_EMAIL: z.email().default('admin@stockclass.local'),
    // The one password rule: the admin signs in with it, and may keep it for years.
    ADMIN_PASSWORD: zNewPassword(authMessages.passwordTooShort).optional(),
    MARKET_PROVIDER: z.enum(['replay', 'sim', 'kis', 'naver', 'yahoo']).default('replay'),
    MARKET_SEED: z.coerce.number().int().default(20260320),
    // Length of one replayed trading day in minutes of wall time (390 = real time).
    REPLAY_DAY_MINUTES: z.coerce.number().positive().default(30),
    // First real day to replay (default: the first day of the latest continuous data segment;
    // at the real-time pace, the first day that leaves 20 days of chart history before it).
    REPLAY_START_DATE: z.iso.date().optional(),
    // fast: a day per REPLAY_DAY_MINUTES, always open; realtime: one real day per KRX business
    // day in KRX hours. Unset, the admin chooses in 시장 설정 (default fast).
    REPLAY_PACE: z.enum(['fast', 'realtime']).optional(),
    // Live providers (MARKET_PROVIDER=kis|naver|yahoo). KIS keys come from KIS Developers;
    // KIS_ENV=mock uses the 모의투자 domains. The *_URL settings point a provider elsewhere
    // (a test's local fake); leave them unset in a school.
    KIS_APP_KEY: z.string().min(1).optional(),
    KIS_APP_SECRET: z.string().min(1).optional(),
    KIS_ENV: z.enum(['real', 'mock']).default('real'),
    KIS_REST_URL: z.url().optional(),
    KIS_WS_URL: z.url().optional(),
    NAVER_BASE_URL: z.url().optional(),
    YAHOO_BASE_URL: z.url().optional(),
    // Yahoo turns away clients that ask too often or do not look like a current browser.
    YAHOO_REQUESTS_PER_HOUR: z.coerce.number().int().min(1).max(5_000).default(300),
    YAHOO_USER_AGENT: z.string().min(1).optional(),
    // How often polling providers ask for prices (default: each provider's own pace).
    LIVE_POLL_MS: z.coerce.number().int().min(200).optional(),
    // … and outside KRX hours, when prices do not move.
    LIVE_CLOSED_POLL_MS: z.coerce.number().int().min(200).default(60_000),
    TRUST_PROXY: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    ALLOWED_ORIGINS: z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    STATIC_DIR: z.string().default(projectPath('dist/client')),
    // Nightly online backups (from 02:00 KST) and how many days of them are kept.
    BACKUP_DIR: z.string().optional(),
    BACKUP_KEEP_DAYS: z.coerce.number().int().min(1).max(3650).default(14),
    // The address students open (printed on login cards), e.g. behind a reverse proxy; unset, the
    // cards offer the server's own network addresses.
    PUBLIC_URL: z.url().optional(),
  })
  .refine((env) => env.MARKET_PROVIDER !== 'kis' || (env.KIS_APP_KEY && env.KIS_APP_SECRET), {
    path: ['KIS_APP_KEY'],
    message: 'MARKET_PROVIDER=kis needs KIS_APP_KEY and KIS_APP_SECRET',
  });

export type Env = z.infer<typeof zEnv>;

/** The configuration, or what is wrong with it (one line per problem). */
export function parseEnv(
  source: NodeJS.ProcessEnv,
): { ok: true; env: Env } | { ok: false; problems: string[] } {
  const parsed = zEnv.safeParse(source);
  if (parsed.success) return { ok: true, env: parsed.data };
  return {
    ok: false,
    problems: parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`),
  };
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = parseEnv(source);
  if (!parsed.ok) {
    console.error(`Invalid configuration:\n${parsed.problems.join('\n')}`);
    process.exit(1);
  }
  return parsed.env;
}
