import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { QueueItem } from '../../../../shared/schemas/reviews';
import { TradeContext } from './TradeContext';

const itemMoving = (value: number): QueueItem => ({
  trade: {
    id: 1,
    createdAt: '2026-03-09T01:00:00.000Z',
    type: 'BUY',
    symbol: '005930',
    stockName: '삼성전자',
    quantity: 3,
    price: 70_000,
    totalAmount: 210_000,
    fee: 0,
    tax: 0,
    reason: '실적 개선',
    marketDate: null,
    userId: 7,
    userName: '한지우',
    userNumber: null,
  },
  currentPrice: 70_000,
  move: { value, formula: '(현재가 − 거래 가격) ÷ 거래 가격 × 100', steps: [] },
  earlierTrades: [],
  review: null,
  reflection: null,
});

// The move as the teacher reads it: the text of the 거래 이후 figure and its colour class.
function moveShown(value: number) {
  const html = renderToStaticMarkup(<TradeContext item={itemMoving(value)} />);
  const cue = /<span class="(price-change[^"]*)">(.*?)<\/span><\/strong>/.exec(html);
  return { tone: cue?.[1], text: (cue?.[2] ?? '').replace(/<[^>]+>/g, '') };
}

describe('the teacher sees a trade’s move since with one sign rule', () => {
  it('a loss that rounds to zero prints +0.00% with no ▼ and no colour', () => {
    expect(moveShown(-0.004)).toEqual({ tone: 'price-change', text: '+0.00%' });
  });

  it('uses the one colour rule (ADR 0039): a rise red ▲, a fall blue ▼', () => {
    expect(moveShown(2.5)).toEqual({ tone: 'price-change up', text: '▲ +2.50%' });
    expect(moveShown(-1.25)).toEqual({ tone: 'price-change down', text: '▼ -1.25%' });
  });
});
