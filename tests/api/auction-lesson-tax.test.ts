import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { holdingsRepo } from '../../src/server/db/repos/holdings.repo';
import { cashLedger } from '../../src/server/db/schema';
import { ledgerBalance, setWatchlist } from '../../src/server/testing/money-fixtures';
import type { AuctionBoard, AuctionView } from '../../src/shared/schemas/auctions';
import type { HistoryItem } from '../../src/shared/schemas/reviews';
import { auctionScene } from './auctions.helpers';
import { answerTask, evidenceOf, setFromTemplate } from './calculation-tasks';

// 12경수02-05 on a real class call auction: the teacher opens it with a tax of 200 won per share on
// the sellers, gives every student 1,000,000 won (소득 변화) during the call, and the close
// clears, settles and compares on the same book.

let dispose: () => void = () => {};
afterEach(() => dispose());

async function scene() {
  const s = await auctionScene({ students: 8 });
  dispose = s.t.dispose;
  return s;
}

type Scene = Awaited<ReturnType<typeof scene>>;

const openWithTax = (s: Scene, body: Record<string, unknown>) =>
  s.request<{ id: number }>('POST', `/teacher/classes/${s.klass.id}/auctions`, s.headers.teacher, {
    symbol: '005930',
    minutes: 3,
    ...body,
  });

const giveIncome = (s: Scene, auctionId: number, amount: unknown) =>
  s.request<AuctionBoard>(
    'POST',
    `/teacher/classes/${s.klass.id}/auctions/${auctionId}/income`,
    s.headers.teacher,
    { amount },
  );

/**
 * The lesson's book: buys 10 @ 70,300 and 10 @ 70,200 before the income, then 15 @ 70,100 and
 * 20 @ 70,000; sells 10 @ 69,800, 15 @ 69,900, 25 @ 70,000, 10 @ 70,100 (students 4–7 hold 30).
 */
async function runTaxedAuction(s: Scene) {
  for (const i of [4, 5, 6, 7]) s.give(s.accounts[i]!.id, 30);
  const { data: opened, status } = await openWithTax(s, { lessonTax: 200 });
  expect(status).toBe(201);
  // Two buys arrive before the income, the rest after it.
  await s.order(0, opened.id, 'BUY', 10, 70_300);
  await s.order(1, opened.id, 'BUY', 10, 70_200);
  s.t.clock.advance(30_000);
  const income = await giveIncome(s, opened.id, 1_000_000);
  expect(income.status).toBe(200);
  expect(income.data.lesson?.income).toEqual({
    amount: 1_000_000,
    at: '2026-03-20T01:00:30.000Z',
    demandBefore: [
      { price: 70_200, quantity: 20 },
      { price: 70_300, quantity: 10 },
    ],
  });
  expect((await giveIncome(s, opened.id, 1_000_000)).status).toBe(409);
  s.t.clock.advance(10_000);
  await s.order(2, opened.id, 'BUY', 15, 70_100);
  await s.order(3, opened.id, 'BUY', 20, 70_000);
  await s.order(4, opened.id, 'SELL', 10, 69_800);
  await s.order(5, opened.id, 'SELL', 15, 69_900);
  await s.order(6, opened.id, 'SELL', 25, 70_000);
  await s.order(7, opened.id, 'SELL', 10, 70_100);

  return opened;
}

describe('call auction with a lesson tax on sellers (12경수02-05)', () => {
  it('clears on the taxed book, charges the sellers t per share and compares with no tax', async () => {
    const s = await scene();
    const opened = await runTaxedAuction(s);
    // While open the room sees the supply with the tax: asks + 200 (10 @ 70,000 … 10 @ 70,300).
    const open = await s.request<AuctionView>(
      'GET',
      `/auctions/${opened.id}`,
      s.headers.students[0]!,
    );
    expect(open.data.lesson?.taxedSupply).toEqual([
      { price: 70_000, quantity: 10 },
      { price: 70_100, quantity: 25 },
      { price: 70_200, quantity: 50 },
      { price: 70_300, quantity: 60 },
    ]);
    expect(open.data.lesson?.incidence).toBeNull();

    s.t.clock.advance(3 * 60_000);
    s.timers.fireDue();
    const closed = await s.request<AuctionView>(
      'GET',
      `/auctions/${opened.id}`,
      s.headers.students[0]!,
    );
    // Without the tax: Q(70,000) = min(55, 50) = 50, Q(70,100) = min(35, 60) = 35 → P₀ = 70,000.
    // With it: Q(70,100) = min(35, 25) = 25, Q(70,200) = min(20, 50) = 20 → P_B = 70,100.
    expect(closed.data).toMatchObject({ clearingPrice: 70_100, executedQuantity: 25 });
    expect(closed.data.explanation?.value).toBe(70_100);
    const incidence = closed.data.lesson!.incidence!;
    expect(incidence).toMatchObject({
      untaxed: { price: 70_000, quantity: 50 },
      buyersPrice: 70_100,
      sellersNet: 69_900,
      quantity: 25,
      buyers: 100,
      sellers: 100,
    });
    expect(incidence.explanations.untaxed.value).toBe(70_000);
    expect(incidence.explanations.buyers.value).toBe(100);
    expect(incidence.explanations.sellers.value).toBe(100);

    // Buyers pay 70,100 + fee; each got 1,000,000. 0: 10 × 70,100 = 701,000 + 105 fee.
    // 2 (15 @ 70,100, last in the queue): 5 × 70,100 = 350,500 + 52 fee. 3 bid 70,000: nothing.
    const cash = (i: number) => ledgerBalance(s.t.db, s.accounts[i]!.id);
    expect(cash(0)).toEqual({ ledger: 10_298_895, cash: 10_298_895 });
    expect(cash(2)).toEqual({ ledger: 10_649_448, cash: 10_649_448 });
    expect(cash(3)).toEqual({ ledger: 11_000_000, cash: 11_000_000 });
    // Seller 4: 701,000 − 105 fee − 1,401 증권거래세·농특세 − 10 × 200 lesson tax = +697,494.
    expect(cash(4)).toEqual({ ledger: 11_697_494, cash: 11_697_494 });
    // Seller 5: 15 × 70,100 = 1,051,500 − 157 fee − (525 + 1,577) − 15 × 200 = +1,046,241.
    expect(cash(5)).toEqual({ ledger: 12_046_241, cash: 12_046_241 });
    expect(cash(6)).toEqual({ ledger: 11_000_000, cash: 11_000_000 }); // asked 70,000 (+200)
    const held = (i: number) =>
      holdingsRepo.find(s.t.db, s.accounts[i]!.id, s.samsung.id)?.quantity;
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(held)).toEqual([10, 10, 5, undefined, 20, 15, 30, 30]);
    // Shares are conserved (120 held by the sellers before), and nothing stays reserved.
    expect([0, 1, 2, 3, 4, 5, 6, 7].reduce((sum, i) => sum + (held(i) ?? 0), 0)).toBe(120);
    expect(s.stillReserved()).toBe(0);

    const kinds = s.t.db
      .select({ kind: cashLedger.kind, amount: cashLedger.amount })
      .from(cashLedger)
      .where(eq(cashLedger.userId, s.accounts[4]!.id))
      .all();
    expect(kinds.slice(1)).toEqual([
      { kind: 'LESSON_INCOME', amount: 1_000_000 },
      { kind: 'SELL', amount: 701_000 },
      { kind: 'FEE', amount: -105 },
      { kind: 'TAX', amount: -1_401 },
      { kind: 'LESSON_TAX', amount: -2_000 },
    ]);

    // 거래 내역 keeps the lesson's tax apart from 증권거래세.
    for (const i of [0, 4]) setWatchlist(s.t.db, s.accounts[i]!.id, [s.samsung.id]);
    const history = await s.request<HistoryItem[]>(
      'GET',
      '/trading/history',
      s.headers.students[4]!,
    );
    expect(history.data[0]).toMatchObject({ type: 'SELL', tax: 1_401, lessonTax: 2_000 });
    const bought = await s.request<HistoryItem[]>(
      'GET',
      '/trading/history',
      s.headers.students[0]!,
    );
    expect(bought.data[0]).toMatchObject({ type: 'BUY', tax: 0, lessonTax: 0 });
  });

  it('refuses a bad tax or income with Korean messages', async () => {
    const s = await scene();
    const negative = await openWithTax(s, { lessonTax: -1 });
    expect(negative).toMatchObject({
      status: 400,
      message: '수업용 세금은 주당 0원 이상 100,000원 이하의 정수로 입력해주세요',
    });
    const fraction = await openWithTax(s, { lessonTax: 10.5 });
    expect(fraction.status).toBe(400);
    const atPrice = await openWithTax(s, { lessonTax: 70_000 });
    expect(atPrice).toMatchObject({
      status: 422,
      code: 'LESSON_TAX_TOO_HIGH',
      message: '수업용 세금은 기준가격보다 작아야 합니다.',
    });
    const { data: opened } = await openWithTax(s, {});
    expect(await giveIncome(s, opened.id, 0)).toMatchObject({
      status: 400,
      message: '소득은 1원 이상 10,000,000원 이하의 정수로 입력해주세요',
    });
    // An ordinary call: no lesson part.
    const board = await s.request<AuctionView>(
      'GET',
      `/auctions/${opened.id}`,
      s.headers.students[0]!,
    );
    expect(board.data.lesson).toBeNull();
  });
});

describe('계산 과제 · 구매자가 부담한 주당 세금 (12경수02-05)', () => {
  it('is set from its template, answered through the app and becomes dated 02-05 evidence', async () => {
    const s = await scene();
    await runTaxedAuction(s);
    s.t.clock.advance(3 * 60_000);
    s.timers.fireDue();
    const { assignment, template } = await setFromTemplate(
      s.t,
      s.headers.teacher,
      s.klass.id,
      'calculation:taxIncidenceBuyers',
    );
    expect(template.standard).toBe('12경수02-05');
    const answer = (value: number) => answerTask(s.t, s.headers.students[3]!, assignment.id, value);
    expect(await answer(200)).toEqual({ correct: false });
    // P_B − P₀ = 70,100 − 70,000 on the auction's own book.
    expect(await answer(100)).toMatchObject({ correct: true, expected: 100 });
    const report = await evidenceOf(s.t, s.headers.teacher, s.accounts[3]!.id);
    const group = report.groups.find((g) => g.standard === '12경수02-05');
    expect(group).toBeDefined();
    expect(JSON.stringify(group)).toContain('2026-03-20');
    expect(report.facts.join(' ')).toContain(
      '판매자에게 매긴 세금 가운데 구매자가 부담한 몫(조세 귀착)(100원)을 직접 계산',
    );
  });
});
