import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authHeader } from '../../src/server/testing/factories';
import { insertStocks, insertStudent, setWatchlist } from '../../src/server/testing/money-fixtures';
import { buildCatalogue } from '../../src/server/testing/test-catalogue';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import { zClassIndexLesson } from '../../src/shared/schemas/lessons/class-index';
import { lessonScene, TEN_REPLAYED_DAYS, type LessonScene } from './lesson-scene';
import { answerTask, evidenceOf, seenByStudent, setCalculationTask } from './calculation-tasks';
import { callApi, type Headers } from './call-api';

// The replay played to 2026-03-20, as the 미분과 경제 lessons' tests do.
let t: TestApp;
let classId: number;
let studentId: number;
let as: LessonScene['as'];

beforeEach(async () => {
  t = createTestApp();
  t.engine.step(TEN_REPLAYED_DAYS);
  ({ classId, studentId, as } = await lessonScene(t, { watching: true }));
});
afterEach(() => t.dispose());

const lesson = async (headers = as.student) =>
  zClassIndexLesson.parse(
    (await callApi(t, { method: 'GET', path: '/lessons/class-index', headers })).body.data,
  );

async function buy(headers: Headers, symbol: string, quantity: number) {
  const { status } = await callApi(t, {
    method: 'POST',
    path: '/trading/buy',
    headers,
    body: { symbol, quantity, reason: '우리 반 지수를 만들어 보려고' },
  });
  expect(status).toBe(200);
}

describe('GET /lessons/class-index (12경수01-01)', () => {
  it('indexes the class’s one held stock on its real closes, base 100 on 2026-03-06', async () => {
    await buy(as.student, '005930', 3);
    const data = await lesson(as.classmate);
    expect(data.basis).toBe('held');
    expect(data.members.map((m) => m.symbol)).toEqual(['005930']);
    expect(data.base).toBe('2026-03-06');
    expect(data.baseNote).toContain('최근 20거래일의 첫날(2026-03-06)');
    // 삼성전자 188,200 (03-06) → 173,500 (03-09) → 200,500 (03-19): 92.19 and 106.54.
    const byDay = new Map(data.rows.map((r) => [r.date, r]));
    expect(byDay.get('2026-03-06')).toMatchObject({
      capWeighted: 100,
      priceWeighted: 100,
      kospi: 100,
    });
    expect(byDay.get('2026-03-09')!.capWeighted).toBe(92.19);
    expect(data.rows.at(-1)).toMatchObject({ date: '2026-03-19', capWeighted: 106.54 });
    expect(data.lastDay!.value).toBe(106.54);
    // 포인트 vs 등락률 from 110.79 (03-18) to 106.54: −4.25 points, −3.84 %.
    expect(data.change).toEqual({ points: -4.25, percent: -3.84 });
  });

  it('weights two stocks by 시가총액 (independent: the catalogue’s shares × closes)', async () => {
    await buy(as.student, '005930', 3);
    await buy(as.student, '035720', 2);
    const data = await lesson();
    const cap = (day: string) =>
      ['005930', '035720'].reduce((sum, symbol) => {
        const close = t.deps.catalogue
          .dailySegments(symbol)
          .flat()
          .find((b) => b.date === day)!.close;
        return sum + t.deps.catalogue.get(symbol)!.listedShares * close;
      }, 0);
    const last = data.rows.at(-1)!;
    expect(last.capWeighted).toBeCloseTo((100 * cap(last.date)) / cap(data.base!), 2);
    // The test catalogue has no corporate actions: the split card is the real data's (e2e).
    expect(data.split).toBeNull();
  });

  it('uses the watchlists when nobody holds a stock, and says what is missing with neither', async () => {
    const watched = await lesson();
    expect(watched.basis).toBe('watched');
    expect(watched.members.map((m) => m.symbol).sort()).toEqual(['005930', '035720']);
    const lone = createTestApp();
    try {
      const alone = insertStudent(lone.db, {});
      const headers = await authHeader(lone.accessTokens, { id: alone.id, role: 'STUDENT' });
      const body = (await callApi(lone, { method: 'GET', path: '/lessons/class-index', headers }))
        .body.data;
      expect(zClassIndexLesson.parse(body).missing).toBe(
        '우리 반 학생들이 가진 종목도 관심종목도 아직 없어서 지수를 만들 수 없어요. 종목을 사거나 관심종목을 고르면 다시 열어 주세요.',
      );
    } finally {
      lone.dispose();
    }
  });
});

describe('GET /lessons/class-index on April’s real closes (a split, a stock whose bars stop)', () => {
  // LS ELECTRIC's real closes around its 5:1 split of 2026-04-13 (788,000 → base 157,600; the data
  // has no bar of it on 04-08 … 04-10) and 삼성전자's; each listed at 1,000,000 shares on 04-15.
  const closes: Record<string, Array<[string, number]>> = {
    '010120': [
      ['2026-04-06', 799_000],
      ['2026-04-07', 788_000],
      ['2026-04-13', 179_200],
      ['2026-04-14', 185_600],
      ['2026-04-15', 186_800],
    ],
    '005930': [
      ['2026-04-06', 193_100],
      ['2026-04-07', 196_500],
      ['2026-04-08', 210_500],
      ['2026-04-09', 204_000],
      ['2026-04-10', 206_000],
      ['2026-04-13', 201_000],
      ['2026-04-14', 206_500],
      ['2026-04-15', 211_000],
    ],
  };
  const names: Record<string, string> = { '010120': 'LS ELECTRIC', '005930': '삼성전자' };
  const stock = (symbol: string, name: string, bars: Array<[string, number]>) => ({
    symbol,
    name,
    market: 'KOSPI' as const,
    segments: [
      bars.map(([date, close]) => ({
        date,
        open: close,
        high: close,
        low: close,
        close,
        volume: 1,
      })),
    ],
  });
  // A made-up stock (예시) whose replayed bars stop on 04-07, as 1,320 real ones stop early.
  const stopping = {
    ...stock('900000', '예시전자', closes['005930']!.slice(0, 2)),
    dataUntil: '2026-04-07',
  };
  const catalogue = buildCatalogue(
    [
      ...Object.entries(closes).map(([symbol, bars]) => stock(symbol, names[symbol]!, bars)),
      stopping,
    ],
    [],
    {
      corporateActions: [
        {
          symbol: '010120',
          date: '2026-04-13',
          kind: 'split',
          previousClose: 788_000,
          basePrice: 157_600,
          sharesRatio: null,
          shareRatio: 5,
          verifiedBy: 'base-price',
          source: 'yahoo',
        },
      ],
    },
  );

  /** The lesson on 2026-04-15 of a student watching `symbols`. */
  async function aprilLesson(symbols: string[]) {
    const april = createTestApp({ overrides: { catalogue } });
    try {
      while (april.engine.position().date < '2026-04-15') april.engine.step(30 * 60_000);
      april.engine.step(60_000);
      const scene = await lessonScene(april);
      const stocks = insertStocks(april.db, catalogue);
      setWatchlist(
        april.db,
        scene.studentId,
        symbols.map((symbol) => stocks.get(symbol)!.id),
      );
      const { body } = await callApi(april, {
        method: 'GET',
        path: '/lessons/class-index',
        headers: scene.as.student,
      });
      return zClassIndexLesson.parse(body.data);
    } finally {
      april.dispose();
    }
  }

  it('leaves out a stock whose replayed bars stop, and says so, rather than ending the index there', async () => {
    const data = await aprilLesson(['005930', '900000']);
    expect(data.members.map((m) => m.symbol)).toEqual(['005930']);
    expect(data.baseNote).toContain('예시전자는 재생 자료가 끝나서 지수에서 뺐어요.');
    // 삼성전자 alone, 04-06 … 04-14 (not only the two days 예시전자 has): 206,500 ÷ 193,100 → 106.94
    expect(data.rows.map((r) => r.date)).toEqual([
      '2026-04-06',
      '2026-04-07',
      '2026-04-08',
      '2026-04-09',
      '2026-04-10',
      '2026-04-13',
      '2026-04-14',
    ]);
    expect(data.lastDay!.value).toBe(106.94);
  });

  it('carries the listed shares through the split: the 시가총액 index does not fall with the price', async () => {
    const data = await aprilLesson(['010120', '005930']);
    expect(data.base).toBe('2026-04-06');
    // 시가총액 on 04-06: 200,000 × 799,000 + 1,000,000 × 193,100 = 352,900,000,000;
    // 04-13: 1,000,000 × 179,200 + 1,000,000 × 201,000 = 380,200,000,000 → 107.74 (not 38.32).
    expect(data.rows.map((r) => [r.date, r.capWeighted])).toEqual([
      ['2026-04-06', 100],
      ['2026-04-07', 100.34],
      ['2026-04-13', 107.74],
      ['2026-04-14', 111.11],
    ]);
    // D = 992,100 ÷ 100; on 04-13 D′ = 9,921 × (157,600 + 196,500) ÷ 984,500 = 3,568.34…,
    // 380,200 ÷ D′ = 106.55 and 392,100 ÷ D′ = 109.88.
    expect(data.rows.map((r) => r.priceWeighted)).toEqual([100, 99.23, 106.55, 109.88]);
    expect(data.members.map((m) => [m.symbol, m.listedShares])).toEqual([
      ['010120', 1_000_000],
      ['005930', 1_000_000],
    ]);
    expect(data.lastDay!.steps[0]!.expression).toBe(
      '100 \\times \\frac{1{,}000{,}000 \\times 185{,}600 + 1{,}000{,}000 \\times 206{,}500}{200{,}000 \\times 799{,}000 + 1{,}000{,}000 \\times 193{,}100}',
    );
  });
});

describe('계산 과제 classIndexValue under 12경수01-01', () => {
  it('the teacher sets it, the student answers the lesson’s figure and it is 세특 evidence', async () => {
    const assignment = await setCalculationTask(t, as.teacher, classId, {
      figure: 'classIndexValue',
      standard: '12경수01-01',
      tolerance: 0.01,
    });
    await buy(as.student, '005930', 3);
    expect((await seenByStudent(t, as.student, assignment.id))?.question).toBe(
      '기준일 2026-03-06을 100으로 한 우리 반 주가지수(시가총액 가중)의 2026-03-19 값을 상장주식수와 실제 종가로 계산해 보세요 (소수 둘째 자리까지).',
    );
    const answer = (value: number) => answerTask(t, as.student, assignment.id, value);
    expect(await answer(106.5)).toEqual({ correct: false });
    // 100 × 200,500 ÷ 188,200 = 106.5356… → 106.54
    expect(await answer(106.54)).toMatchObject({ correct: true, expected: 106.54 });
    const report = await evidenceOf(t, as.teacher, studentId);
    expect(report.groups.map((g) => g.standard)).toEqual(['12경수01-01']);
    expect(report.facts.join(' ')).toContain('시가총액 가중 주가지수(106.54)');
  });
});
