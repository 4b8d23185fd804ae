import { describe, expect, it } from 'vitest';
import { marketClosedMessage } from '../../shared/domain/market/calendar';
import { messages } from '../../shared/messages';
import { orderMessages } from '../../shared/schemas/orders';

// ADR 0020: students read 해요체. Everything a student reads on their pages, the shared cards
// and notices they meet, and the 계산 보기 notes of src/shared/domain/maths. The projector's own
// error (ProjectorPage) is read by the teacher setting up the classroom PC, and the 과제 panel
// and form are the teacher's.
const studentSources = import.meta.glob<string>(
  [
    './{dashboard,portfolio,trading,stock,leaderboard,analytics,feedback,watchlist,auction}/**/*.{ts,tsx}',
    './assignments/{AssignmentsPage,FreeTask}.{ts,tsx}',
    './projector/*.{ts,tsx}',
    '!./projector/ProjectorPage.tsx',
    '../components/{auction,maths,class-market,notices,order-entry,reviews,lessons}/*.{ts,tsx}',
    '../components/layout/FeedbackBadge.tsx',
    '../components/LiveIndicator.tsx',
    '../state/{assignments,feedback}.ts',
    '../../shared/domain/maths/*.ts',
    '../../shared/domain/trading/rules/*.ts',
    '../../shared/domain/trading/limit-price.ts',
    '!**/*.test.{ts,tsx}',
  ],
  { query: '?raw', import: 'default', eager: true },
);

/** The product's fixed messages (docs/product/messages.md) stay exactly as written, whatever their register. */
const specMessages = [
  '데이터를 불러오는데 실패했습니다',
  '포트폴리오를 불러오는데 실패했습니다',
  '포트폴리오 정보가 없습니다',
  '매수 주문이 완료되었습니다',
  '매도 주문이 완료되었습니다',
  '현재 가격 정보를 불러올 수 없습니다. 잠시 후 다시 시도해주세요.',
  '주식 목록을 불러오는데 실패했습니다.',
  '가격 정보가 업데이트되었습니다',
  '업데이트에 실패했습니다',
  '주식 가격이 업데이트되었습니다',
  '가격 업데이트에 실패했습니다',
  '차트 데이터를 불러올 수 없습니다',
  '차트 데이터를 불러오는데 실패했습니다.',
  '주식 정보를 불러오는데 실패했습니다',
  '리더보드를 불러오는데 실패했습니다',
  '아직 거래 기록이 없습니다',
  '프리셋 종목을 불러오는데 실패했습니다',
  '최대 10개까지만 선택할 수 있습니다',
  '관심종목 저장에 실패했습니다',
  '하루에 한 번만 관심종목을 변경할 수 있습니다',
  '주식 검색에 실패했습니다',
  '작업에 실패했습니다.',
];
/**
 * ADR 0020 words a resting order's news like the fixed answer (docs/product/messages.md#screen-messages) to a market order ("지정가 매수 주문이
 * 체결되었습니다"): its accepted, filled, expired and cancelled notices stay in that family.
 */
const orderNotices = /주문이 (접수|체결|만료|취소)되었습니다/g;

// 있습니다, 입니다, 됩니다, 합니다: any 합니다체 ending, not only the …습니다 ones.
const FORMAL_ENDING = /[가-힣]니다(?![가-힣])/;

const statedFormally = (line: string) =>
  specMessages
    .reduce((rest, message) => rest.split(message).join(''), line)
    .replace(orderNotices, '')
    .match(FORMAL_ENDING) !== null;

describe('student pages speak 해요체', () => {
  it('no student page, card or 계산 보기 note states in 합니다체 outside the message catalogue (docs/product/messages.md)', () => {
    expect(Object.keys(studentSources).length).toBeGreaterThan(60);
    const found = Object.entries(studentSources).flatMap(([file, text]) =>
      text
        .split('\n')
        .map((line, index) => ({ line: line.trim(), where: `${file}:${index + 1}` }))
        .filter(({ line }) => !line.startsWith('//') && !line.startsWith('*'))
        .filter(({ line }) => statedFormally(line))
        .map(({ line, where }) => `${where}  ${line}`),
    );
    expect(found).toEqual([]);
  });
});

describe('the server’s answers to a student’s order speak 해요체 too', () => {
  it('refusals of a trade, outside the message catalogue (docs/product/messages.md), end in 해요체', () => {
    const refusals = [
      ...Object.values(orderMessages),
      messages.quoteOfAnotherDay,
      messages.marketDegraded,
      messages.marketDataUnavailable,
      messages.insufficientCash,
      messages.insufficientHoldings,
      messages.amountTooLarge,
      messages.notInWatchlist,
      messages.stockHalted,
      messages.marketClosed,
      messages.idempotencyKeyReused,
      messages.invalidIdempotencyKey,
      // 수능 day: the market opens an hour late.
      marketClosedMessage('2026-11-19'),
    ];
    expect(refusals.filter(statedFormally)).toEqual([]);
  });
});
