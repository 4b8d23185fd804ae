import katex from 'katex';
import { describe, expect, it } from 'vitest';
import { buildAnalytics } from './analytics';
import { explainBuyEstimate, explainSellEstimate } from './costs';
import type { Explained } from './explained';
import { texText } from './explained';
import { explainWeight } from './holding';
import { explainModifiedDietz } from './period';

// Every formula and step is LaTeX that KaTeX accepts: a projector never shows a red error.

const render = (tex: string) => katex.renderToString(tex, { throwOnError: true, strict: false });

function expectRenders(figure: Explained) {
  expect(() => render(figure.formula)).not.toThrow();
  for (const step of figure.steps)
    expect(() => render(step.expression), step.expression).not.toThrow();
}

describe('LaTeX of the explanations', () => {
  it('escapes names: "LG H&H" and "100% 배당_우" stay text', () => {
    expect(texText('LG H&H')).toBe('\\text{LG H\\&H}');
    expectRenders(explainWeight({ label: '100% 배당_우 {A}', part: 1, total: 2 }));
  });

  it('renders every figure of a portfolio with trades, deposits and a week of closes', () => {
    const day = 24 * 60 * 60 * 1000;
    const points = [9_800_000, 10_100_000, 9_950_000, 10_400_000].map((totalValue, i) => ({
      date: `2026-03-1${i + 6}`,
      totalValue,
      netDeposits: 10_000_000,
    }));
    const analytics = buildAnalytics({
      cash: 3_000_000,
      holdings: [
        {
          symbol: '051900',
          name: 'LG생활건강',
          sector: '화학',
          quantity: 10,
          averagePrice: 300_000,
          currentPrice: 320_000,
        },
        {
          symbol: '005930',
          name: '삼성전자',
          sector: '전기전자',
          quantity: 60,
          averagePrice: 70_000,
          currentPrice: 70_000,
        },
      ],
      deposits: [{ at: 0, amount: 10_000_000 }],
      dayBase: { previousClose: 9_950_000, depositsSince: 0 },
      periodReturn: explainModifiedDietz({
        startValue: 9_800_000,
        endValue: 10_400_000,
        flows: [{ at: 2 * day, amount: 500_000 }],
        start: 0,
        end: 4 * day,
      }),
      points: points.map((p, i) => ({
        ...p,
        marketDate: p.date,
        kospi: [2_600, 2_650, 2_610, 2_700][i] ?? null,
      })),
      openingDeposit: null,
      fills: [
        { symbol: '005930', side: 'BUY', quantity: 80, price: 70_000, fee: 840, tax: 0, at: day },
        {
          symbol: '005930',
          side: 'SELL',
          quantity: 20,
          price: 75_000,
          fee: 225,
          tax: 3_000,
          at: 2 * day,
        },
        {
          symbol: '051900',
          side: 'BUY',
          quantity: 10,
          price: 300_000,
          fee: 450,
          tax: 0,
          at: 3 * day,
        },
      ],
      since: null,
    });
    const figures: Explained[] = [
      ...analytics.metrics,
      ...analytics.holdings.flatMap((h) => h.metrics),
      ...analytics.sectors.map((s) => s.weight),
      analytics.returnDistribution,
    ];
    figures.forEach(expectRenders);
    // (75,000 − 70,000) × 20
    expect(analytics.metrics.find((m) => m.key === 'realisedProfitLoss')!.value).toBe(100_000);
  });

  it('renders the trade estimates', () => {
    const order = { cash: 5_000_000, price: 71_000, quantity: 10, feeRatePpm: 150 };
    for (const estimate of [
      explainBuyEstimate(order),
      explainSellEstimate({ ...order, at: new Date('2026-03-20T01:00:00Z'), market: 'KOSPI' }),
    ])
      Object.values(estimate).forEach(expectRenders);
  });
});
