import { afterEach, describe, expect, it } from 'vitest';
import type { Catalogue } from '../../src/server/market/types';
import { insertStocks, insertStudent, setWatchlist } from '../../src/server/testing/money-fixtures';
import { authHeader } from '../../src/server/testing/factories';
import { createTestCatalogue } from '../../src/server/testing/test-catalogue';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import { zMarketIndices } from '../../src/shared/schemas/market';
import { fixedClock } from '../../src/server/clock';
import { createPriceStore } from '../../src/server/market/price-store';
import { createReplayProvider } from '../../src/server/market/providers/replay';
import { realCatalogue } from '../../src/server/testing/real-catalogue';

let t: TestApp;
afterEach(() => t.dispose());

async function call(path: string, init: RequestInit = {}) {
  const response = await t.app.request(`/api${path}`, init);
  return {
    status: response.status,
    body: (await response.json()) as { data?: unknown; message?: string; code?: string },
  };
}

describe('GET /market/indices', () => {
  it('answers KOSPI now at the replayed moment, without a login', async () => {
    t = createTestApp();
    const { status, body } = await call('/market/indices');
    expect(status).toBe(200);
    const [kospi] = zMarketIndices.parse(body.data);
    // The replay starts at 09:00 on 2026-03-06: KOSPI at that day's open.
    const bars = createTestCatalogue().indexBars('KOSPI');
    const day = bars.findIndex((bar) => bar.date === '2026-03-06');
    expect(kospi).toEqual({
      name: 'KOSPI',
      now: {
        level: bars[day]?.open,
        previousClose: bars[day - 1]?.close,
        change: expect.any(Number),
        changePercent: expect.any(Number),
        label: '과거 시세 재생 · 2026-03-06',
      },
    });
    expect(kospi?.now?.change).toBeCloseTo(
      (kospi?.now?.level ?? 0) - (kospi?.now?.previousClose ?? 0),
      2,
    );
  });

  it('gives no level for an index without data for the played day (지수 정보 없음)', async () => {
    const base = createTestCatalogue();
    const catalogue: Catalogue = {
      ...base,
      indexBars: (name) => (name === 'KOSDAQ' ? [] : base.indexBars(name)),
    };
    t = createTestApp({ overrides: { catalogue } });
    const { body } = await call('/market/indices');
    const indices = zMarketIndices.parse(body.data);
    expect(indices.map((index) => [index.name, index.now === null])).toEqual([
      ['KOSPI', false],
      ['KOSDAQ', true],
    ]);
  });
});

describe('the indices through the semester (SOURCE.md §10)', () => {
  it('plays KOSDAQ on 2026-07-10 to its real close, 837.43, and KOSPI to 7,475.94', async () => {
    const catalogue = realCatalogue();
    const prices = createPriceStore();
    const clock = fixedClock('2026-07-10T01:00:00Z');
    const market = createReplayProvider({
      catalogue,
      prices,
      seed: 1,
      dayMinutes: 30,
      clock,
      startDate: '2026-07-10',
    });
    t = createTestApp({ overrides: { catalogue, prices, market } });
    market.step(30 * 60_000 - 1_000);
    const indices = zMarketIndices.parse((await call('/market/indices')).body.data);
    expect(indices.map((index) => [index.name, index.now?.level])).toEqual([
      ['KOSPI', 7_475.94],
      ['KOSDAQ', 837.43],
    ]);
  });
});

describe('a stock the data leaves out on the played day', () => {
  it('refuses orders in it with a Korean message that names the gap, not a 거래정지', async () => {
    const base = createTestCatalogue();
    // 삼성전자 has no verified bar for 2026-03-06, the first replayed day.
    const catalogue: Catalogue = {
      ...base,
      dailySegments: (symbol) =>
        base
          .dailySegments(symbol)
          .map((segment) =>
            symbol === '005930' ? segment.filter((bar) => bar.date !== '2026-03-06') : segment,
          ),
    };
    t = createTestApp({ overrides: { catalogue } });
    const ids = insertStocks(t.db, t.deps.catalogue);
    const student = insertStudent(t.db);
    setWatchlist(t.db, student.id, [ids.get('005930')!.id, ids.get('000660')!.id]);
    t.engine.track(['005930', '000660']);
    const headers = {
      ...(await authHeader(t.accessTokens, student)),
      'Content-Type': 'application/json',
    };
    const buy = (symbol: string) =>
      call('/trading/buy', {
        method: 'POST',
        headers,
        body: JSON.stringify({ symbol, quantity: 1, reason: '거래정지 종목도 살 수 있는지 확인' }),
      });
    const refused = await buy('005930');
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      success: false,
      code: 'STOCK_HALTED',
      message:
        '재생 자료가 없어 이 종목은 오늘 거래할 수 없어요. 거래정지가 아니라, 재생에 쓰는 자료에 이날 시세가 없어요.',
    });
    expect((await buy('000660')).status).toBe(200);
  });
});
