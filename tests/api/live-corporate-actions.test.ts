import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../src/server/app';
import { fixedClock } from '../../src/server/clock';
import { holdingsRepo } from '../../src/server/db/repos/holdings.repo';
import { minuteBarsRepo } from '../../src/server/db/repos/minute-bars.repo';
import { createCorporateActionDetector } from '../../src/server/market/live/corporate-action-detector';
import { createLiveFeed } from '../../src/server/market/live/live-feed';
import { createNaverAdapter } from '../../src/server/market/live/naver/naver-adapter';
import { createPriceStore } from '../../src/server/market/price-store';
import { startNaverFake, type NaverFake } from '../../src/server/testing/fakes/naver-fake';
import { authHeader, insertUser } from '../../src/server/testing/factories';
import { insertStocks, insertStudent } from '../../src/server/testing/money-fixtures';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import { kstInstant, previousBusinessDay } from '../../src/shared/domain/market/calendar';
import type { PendingCorporateAction } from '../../src/shared/schemas/corporate-actions';

// Live mode: Naver's 기준가 (a local fake speaking its wire format) is half the close the bar
// recorder kept on the trading day before: a 2 : 1 split the admin must confirm before holdings
// change.

const NOW = '2026-11-23T01:00:00Z'; // Monday 10:00 KST
const today = '2026-11-23';
let fake: NaverFake;
let t: TestApp;
let app: ReturnType<typeof createApp>;
let studentId: number;
let stockId: number;
let headers: { admin: Record<string, string>; student: Record<string, string> };

beforeEach(async () => {
  fake = await startNaverFake({ pollingIntervalMs: 50, now: () => Date.parse(NOW) });
  const clock = fixedClock(NOW);
  const prices = createPriceStore();
  const market = createLiveFeed({
    name: 'naver',
    createAdapter: (deps) => createNaverAdapter({ baseUrl: fake.url, pollMs: 50 }, deps),
    prices,
    clock,
    demand: { viewers: () => new Map(), held: () => new Set() },
  });
  t = createTestApp({ now: NOW, overrides: { prices, market, clock } });
  stockId = insertStocks(t.db, t.deps.catalogue).get('005930')!.id;
  studentId = insertStudent(t.db).id;
  holdingsRepo.save(t.db, {
    userId: studentId,
    stockId,
    quantity: 5,
    averagePrice: 120_000,
    updatedAt: new Date(NOW),
  });
  const recordedClose = fake.previousClose('005930') * 2;
  minuteBarsRepo.upserter(t.db)([
    {
      symbol: '005930',
      time: kstInstant(previousBusinessDay(today), 15 * 60 + 29),
      open: recordedClose,
      high: recordedClose,
      low: recordedClose,
      close: recordedClose,
      volume: 10,
    },
  ]);
  const detected = createCorporateActionDetector({
    db: t.db,
    prices,
    catalogue: t.deps.catalogue,
    held: () => new Set(['005930']),
  });
  app = createApp({ ...t.deps, detectedCorporateActions: detected });
  headers = {
    admin: await authHeader(t.accessTokens, insertUser(t.db, { role: 'ADMIN' })),
    student: await authHeader(t.accessTokens, { id: studentId, role: 'STUDENT' }),
  };
  market.start(['005930']);
});
afterEach(async () => {
  t.deps.market.stop();
  t.dispose();
  await fake.close();
});

async function call<T>(as: Record<string, string>, path: string, body?: unknown) {
  const response = await app.request(`/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...as, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { data: T; message?: string };
  return { status: response.status, ...json };
}

describe('a live 기준가 that differs from the recorded close', () => {
  it('waits in 시장 설정 until the admin confirms it, then adjusts the holdings once', async () => {
    const base = fake.previousClose('005930');
    await vi.waitFor(async () =>
      expect(
        (await call<PendingCorporateAction[]>(headers.admin, '/admin/corporate-actions')).data,
      ).toEqual([
        {
          symbol: '005930',
          name: '삼성전자',
          date: '2026-11-23',
          previousClose: base * 2,
          basePrice: base,
          ratio: 2,
          kind: 'split',
        },
      ]),
    );
    // Never silently: until confirmed the holding is as it was.
    expect(holdingsRepo.find(t.db, studentId, stockId)?.quantity).toBe(5);

    const confirm = { symbol: '005930', date: today, kind: 'split' };
    expect((await call(headers.student, '/admin/corporate-actions/confirm', confirm)).status).toBe(
      403,
    );
    const done = await call(headers.admin, '/admin/corporate-actions/confirm', confirm);
    expect(done).toMatchObject({ status: 200, data: { adjusted: 1, cancelled: 0 } });
    expect(holdingsRepo.find(t.db, studentId, stockId)).toMatchObject({
      quantity: 10,
      averagePrice: 60_000,
    });

    const again = await call(headers.admin, '/admin/corporate-actions/confirm', confirm);
    expect(again).toMatchObject({
      status: 404,
      message: '대기 중인 기업 행사를 찾을 수 없습니다.',
    });
    expect((await call(headers.admin, '/admin/corporate-actions')).data).toEqual([]);
    expect(holdingsRepo.find(t.db, studentId, stockId)?.quantity).toBe(10);
  });

  it('refuses a confirmation that is not a corporate action kind', async () => {
    const bad = await call(headers.admin, '/admin/corporate-actions/confirm', {
      symbol: '005930',
      date: today,
      kind: 'dividend',
    });
    expect(bad.status).toBe(400);
  });
});
