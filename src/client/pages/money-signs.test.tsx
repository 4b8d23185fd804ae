import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { HistoryItem } from '../../shared/schemas/reviews';
import type { LeaderboardEntry } from '../../shared/schemas/trading';
import { LeaderboardRow } from './leaderboard/LeaderboardRow';
import { HistoryTab } from './portfolio/HistoryTab';

const textOf = (html: string) => html.replace(/<[^>]+>/g, '');

const sale = (realised: number): HistoryItem => ({
  id: 1,
  createdAt: '2026-03-09T01:00:00.000Z',
  type: 'SELL',
  symbol: '005930',
  stockName: '삼성전자',
  quantity: 2,
  price: 84_000,
  totalAmount: 168_000,
  fee: 25,
  tax: 336,
  reason: '목표가 도달',
  marketDate: '2026-03-09',
  review: null,
  reflection: null,
  canReflect: false,
  reflectionDue: false,
  realised: { value: realised, formula: '(매도가 − 평균 매수가) × 수량', steps: [] },
  currentPrice: 84_000,
  adjustedPrice: null,
  move: null,
});

function saleFigures(realised: number) {
  const html = renderToStaticMarkup(
    <HistoryTab transactions={[sale(realised)]} adjustments={[]} onChanged={() => {}} />,
  );
  const cue = /<span class="(price-change[^"]*)">(.*?)<\/span><\/span>/.exec(html);
  return { tone: cue?.[1], text: textOf(cue?.[2] ?? '') };
}

describe('거래 내역: a sell’s 실현손익 carries its arrow and sign, red up, blue down', () => {
  it.each([
    [28_000, 'price-change up', '▲ +₩28,000'],
    [-58_000, 'price-change down', '▼ -₩58,000'],
    [0, 'price-change', '₩0'],
  ])('%i won', (realised, tone, text) => {
    expect(saleFigures(realised)).toEqual({ tone, text });
  });
});

describe('거래 내역: the market day a trade was made on', () => {
  it('stands beside the wall-clock time, so a rationale about "today" can be checked', () => {
    const html = renderToStaticMarkup(
      <HistoryTab transactions={[sale(0)]} adjustments={[]} onChanged={() => {}} />,
    );
    expect(textOf(html)).toContain('시세 기준일 2026-03-09');
  });
});

const entry: LeaderboardEntry = {
  userId: 3,
  rank: 1,
  userName: '한지우',
  className: '2학년 1반',
  totalValue: 10_450_500,
  totalProfitLoss: 450_500,
  totalProfitLossPercent: 4.505,
  timeWeightedReturn: 4.5,
  holdingsCount: 2,
  transactionCount: 5,
};

describe('리더보드: the profit under 내 돈의 수익률 has the same sign rule', () => {
  it('a gain shows its plus', () => {
    const html = renderToStaticMarkup(
      <table>
        <tbody>
          <LeaderboardRow entry={entry} rankBy="return" ranked isMe />
        </tbody>
      </table>,
    );
    expect(textOf(html)).toContain('▲ +4.51%+₩450,500');
  });
});
