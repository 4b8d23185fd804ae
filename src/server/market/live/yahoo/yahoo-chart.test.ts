import { describe, expect, it } from 'vitest';
import { ProviderError } from '../provider-error';
import { barsUrl, parseChart, toDailyBars, toLiveQuote, yahooSymbol } from './yahoo-chart';

const CHART_URL = 'http://yahoo/v8/finance/chart/005930.KS?range=1d&interval=1d';

// Shaped like a captured query1 answer for 005930.KS (range=1d, interval=1d), trimmed.
function answer(meta: Record<string, unknown> = {}, bar: Record<string, unknown> = {}) {
  return {
    chart: {
      result: [
        {
          meta: {
            currency: 'KRW',
            symbol: '005930.KS',
            exchangeName: 'KSC',
            instrumentType: 'EQUITY',
            regularMarketTime: 1_693_549_821,
            gmtoffset: 32_400,
            timezone: 'KST',
            exchangeTimezoneName: 'Asia/Seoul',
            regularMarketPrice: 70_999.6,
            regularMarketDayHigh: 71_500.0,
            regularMarketDayLow: 70_400.0,
            regularMarketVolume: 12_345_678,
            chartPreviousClose: 66_900.0,
            previousClose: 66_900.0,
            ...meta,
          },
          timestamp: [1_693_526_400],
          indicators: {
            quote: [
              {
                open: [70_800.0],
                high: [71_500.0],
                low: [70_400.0],
                close: [70_999.6],
                volume: [12_345_678],
                ...bar,
              },
            ],
          },
        },
      ],
      error: null,
    },
  };
}

const quote = (body: unknown) =>
  toLiveQuote(parseChart(body, '005930.KS', CHART_URL), '005930', CHART_URL);

function kindOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof ProviderError ? error.kind : 'not a ProviderError';
  }
  return undefined;
}

describe('yahooSymbol', () => {
  it.each([
    ['KOSPI', '005930.KS'],
    ['KOSDAQ', '005930.KQ'],
    ['KOSDAQ GLOBAL', '005930.KQ'],
    ['KONEX', undefined],
    [undefined, undefined],
  ] as const)('%s → %s', (market, expected) => {
    expect(yahooSymbol('005930', market)).toBe(expected);
  });
});

describe('barsUrl', () => {
  it('asks from the first day 00:00 KST up to the day after the last', () => {
    const url = new URL(barsUrl('http://yahoo', '005930.KS', '2025-03-03', '2025-03-07'));
    expect(url.pathname).toBe('/v8/finance/chart/005930.KS');
    expect(url.searchParams.get('period1')).toBe(String(Date.parse('2025-03-02T15:00:00Z') / 1000));
    expect(url.searchParams.get('period2')).toBe(String(Date.parse('2025-03-07T15:00:00Z') / 1000));
    expect(url.searchParams.get('interval')).toBe('1d');
  });
});

describe('toLiveQuote', () => {
  it('rounds floats to whole won and takes the open from the day bar', () => {
    expect(quote(answer())).toEqual({
      symbol: '005930',
      price: 71_000,
      previousClose: 66_900,
      open: 70_800,
      high: 71_500,
      low: 70_400,
      volume: 12_345_678,
      updatedAt: 1_693_549_821_000,
    });
  });

  it('prefers previousClose, else chartPreviousClose', () => {
    expect(quote(answer({ previousClose: 67_000 })).previousClose).toBe(67_000);
    expect(quote(answer({ previousClose: undefined })).previousClose).toBe(66_900);
  });

  it('prefers regularMarketOpen when Yahoo states it', () => {
    expect(quote(answer({ regularMarketOpen: 70_500.0 })).open).toBe(70_500);
  });

  it('falls back to the day bar when the meta has no day range', () => {
    const noRange = { regularMarketDayHigh: undefined, regularMarketDayLow: undefined };
    const result = quote(answer({ ...noRange, regularMarketVolume: undefined }));
    expect(result).toMatchObject({ high: 71_500, low: 70_400, volume: 12_345_678 });
  });

  it('keeps the price inside the day range', () => {
    const result = quote(answer({ regularMarketPrice: 72_000, regularMarketDayLow: 70_400 }));
    expect(result).toMatchObject({ price: 72_000, high: 72_000, low: 70_400 });
  });

  it.each([
    ['no price', answer({ regularMarketPrice: undefined })],
    ['a zero price', answer({ regularMarketPrice: 0 })],
    ['no previous close', answer({ previousClose: undefined, chartPreviousClose: undefined })],
    ['another symbol', answer({ symbol: '000660.KS' })],
    ['another currency', answer({ currency: 'USD' })],
    ['series of another length', answer({}, { close: [1, 2] })],
    ['no result', { chart: { result: [], error: null } }],
    ['an HTML page', '<html>verify your browser</html>'],
  ])('refuses an answer with %s as malformed', (_, body) => {
    expect(kindOf(() => quote(body))).toBe('malformed');
  });

  it("reports Yahoo's own error answer", () => {
    const body = { chart: { result: null, error: { code: 'Not Found', description: 'No data' } } };
    expect(kindOf(() => quote(body))).toBe('http');
  });
});

describe('toDailyBars', () => {
  const at = (iso: string) => Date.parse(iso) / 1000;
  const body = answer(
    {},
    {
      open: [100.4, null, 102, 103, 104],
      high: [101, null, 103, 104, 105],
      low: [99, null, 101, 102, 103],
      close: [100.6, null, 102, 103, 104.5],
      volume: [10, null, 12, 13, 14],
    },
  );
  body.chart.result[0]!.timestamp = [
    at('2025-03-04T00:00:00Z'), // 09:00 KST
    at('2025-03-05T00:00:00Z'), // halted: all null
    at('2025-03-05T15:00:00Z'), // 2025-03-06 00:00 KST, still 03-05 in UTC
    at('2025-03-07T00:00:00Z'),
    at('2025-03-07T06:30:00Z'), // the live day again, stamped with its last trade
  ];
  const result = parseChart(body, '005930.KS', CHART_URL);

  it('dates bars by KST day, skips null days, rounds, and keeps the later of a doubled day', () => {
    expect(toDailyBars(result, '2025-03-01', '2025-03-31')).toEqual([
      { date: '2025-03-04', open: 100, high: 101, low: 99, close: 101, volume: 10 },
      { date: '2025-03-06', open: 102, high: 103, low: 101, close: 102, volume: 12 },
      { date: '2025-03-07', open: 104, high: 105, low: 103, close: 105, volume: 14 },
    ]);
  });

  it('keeps only from..to', () => {
    expect(toDailyBars(result, '2025-03-05', '2025-03-06').map((bar) => bar.date)).toEqual([
      '2025-03-06',
    ]);
  });

  it('reads an empty range (no timestamps) as no bars', () => {
    const empty = answer();
    const first = empty.chart.result[0];
    if (!first) throw new Error('fixture');
    const body = {
      chart: { result: [{ meta: first.meta, indicators: { quote: [{}] } }], error: null },
    };
    expect(
      toDailyBars(parseChart(body, '005930.KS', CHART_URL), '2025-03-01', '2025-03-31'),
    ).toEqual([]);
  });
});
