import { createHash } from 'node:crypto';
import { z } from 'zod';
import { parseAnswer, ProviderError } from '../provider-error';
import { kisRequest } from './kis-http';
import type { KisTokenStore, StoredKisToken } from './token-store';

export interface KisAuth {
  /** A usable access token: the stored one while it lasts, a new one only when needed and allowed. */
  token(): Promise<string>;
  /** KIS refused this token (EGW00123/EGW00121); the next token() issues another. */
  invalidate(token: string): void;
  /** A WebSocket approval key (접속키), reused for its 24 h lifetime across reconnects. */
  approvalKey(): Promise<string>;
  /** KIS refused this approval key (OPSP0011); the next approvalKey() asks for another. */
  invalidateApprovalKey(key: string): void;
}

export interface KisAuthOptions {
  baseUrl: string;
  appKey: string;
  appSecret: string;
  store: KisTokenStore;
  fetch: typeof fetch;
  timeoutMs: number;
  /** KIS issues at most one token a minute (EGW00133). */
  minIssueIntervalMs: number;
  now: () => number;
}

// Renew a little before the stated expiry so no request goes out with a token about to lapse.
const EXPIRY_MARGIN_MS = 5 * 60_000;
// KIS's approval key lasts 24 hours.
const APPROVAL_LIFETIME_MS = 24 * 60 * 60_000;

const zTokenAnswer = z.object({
  access_token: z.string().min(1),
  token_type: z.string(),
  expires_in: z.number().int().positive(),
  access_token_token_expired: z.string().optional(),
});
const zApprovalAnswer = z.object({ approval_key: z.string().min(1) });

/** 'YYYY-MM-DD HH:MM:SS' in KST as epoch ms, or undefined. */
export function parseKstDateTime(text: string | undefined): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text ?? '');
  if (!match) return undefined;
  const [y, mo, d, h, mi, s] = match.slice(1).map(Number);
  return Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, (h ?? 0) - 9, mi ?? 0, s ?? 0);
}

export function createKisAuth(options: KisAuthOptions): KisAuth {
  const owner = createHash('sha256')
    .update(`${options.baseUrl}\n${options.appKey}`)
    .digest('hex')
    .slice(0, 16);
  let current: StoredKisToken | undefined;
  let loaded = false;
  let refused: string | undefined;
  let lastAttemptAt = Number.NEGATIVE_INFINITY;
  let pending: Promise<string> | undefined;
  let approval: { key: string; issuedAt: number } | undefined;

  const usable = (token: StoredKisToken | undefined): token is StoredKisToken =>
    token !== undefined &&
    token.accessToken !== refused &&
    token.expiresAt - EXPIRY_MARGIN_MS > options.now();

  async function issue(): Promise<string> {
    const now = options.now();
    const lastIssue = Math.max(current?.issuedAt ?? Number.NEGATIVE_INFINITY, lastAttemptAt);
    if (now - lastIssue < options.minIssueIntervalMs) {
      throw new ProviderError('rate-limited', 'KIS token: one issue a minute (EGW00133)');
    }
    lastAttemptAt = now;
    const json = await kisRequest(`${options.baseUrl}/oauth2/tokenP`, {
      method: 'POST',
      body: {
        grant_type: 'client_credentials',
        appkey: options.appKey,
        appsecret: options.appSecret,
      },
      timeoutMs: options.timeoutMs,
      fetch: options.fetch,
    });
    const answer = parseAnswer(zTokenAnswer, json, 'KIS tokenP');
    current = {
      owner,
      accessToken: answer.access_token,
      expiresAt:
        parseKstDateTime(answer.access_token_token_expired) ?? now + answer.expires_in * 1_000,
      issuedAt: now,
    };
    refused = undefined;
    await options.store.save(current).catch((error: unknown) => {
      console.warn(`KIS token could not be saved: ${String(error)}`);
    });
    return current.accessToken;
  }

  async function obtain(): Promise<string> {
    if (!loaded) {
      const stored = await options.store.load();
      if (stored?.owner === owner) current = stored;
      loaded = true;
    }
    if (usable(current)) return current.accessToken;
    return issue();
  }

  return {
    token() {
      pending ??= obtain().finally(() => {
        pending = undefined;
      });
      return pending;
    },
    invalidate(token) {
      refused = token;
    },
    async approvalKey() {
      const now = options.now();
      if (approval && now - approval.issuedAt < APPROVAL_LIFETIME_MS - EXPIRY_MARGIN_MS) {
        return approval.key;
      }
      const json = await kisRequest(`${options.baseUrl}/oauth2/Approval`, {
        method: 'POST',
        body: {
          grant_type: 'client_credentials',
          appkey: options.appKey,
          // KIS names the app secret 'secretkey' on this one endpoint.
          secretkey: options.appSecret,
        },
        timeoutMs: options.timeoutMs,
        fetch: options.fetch,
      });
      const key = parseAnswer(zApprovalAnswer, json, 'KIS Approval').approval_key;
      approval = { key, issuedAt: now };
      return key;
    },
    invalidateApprovalKey(key) {
      if (approval?.key === key) approval = undefined;
    },
  };
}
