import { afterEach, describe, expect, it } from 'vitest';
import type { Catalogue } from '../../src/server/market/types';
import { insertStocks, insertStudent, setWatchlist } from '../../src/server/testing/money-fixtures';
import { authHeader } from '../../src/server/testing/factories';
import { createTestCatalogue } from '../../src/server/testing/test-catalogue';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import { zMarketIndices } from '../../src/shared/schemas/market';

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

describe('a stock the data leaves out on the played day', () => {
  it('refuses orders in it with a clear Korean message, like a halted stock', async () => {
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
        '거래정지 종목이에요. 재생 중인 날의 시세가 확인되지 않아 이 종목은 오늘 거래되지 않아요.',
    });
    expect((await buy('000660')).status).toBe(200);
  });
});
