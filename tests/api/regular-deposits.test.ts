import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cashLedger, classes } from '../../src/server/db/schema';
import { authHeader } from '../../src/server/testing/factories';
import { createRegularDepositService } from '../../src/server/services/regular-deposits.service';
import { createSnapshotService } from '../../src/server/services/snapshots.service';
import type { RegularDepositNotice } from '../../src/shared/realtime/events';
import type { Analytics } from '../../src/shared/schemas/analytics';
import { DEFAULT_CLASS_RULES, type ClassRules } from '../../src/shared/schemas/class-rules';
import type { Portfolio } from '../../src/shared/schemas/trading';
import { marketOrder, orderScene, quote, type OrderScene } from './orders.helpers';

// 적립식 (docs/product/trading.md#starting-cash-and-deposits): the class's regular deposit lands once per scheduled school day, at the
// open, as a deposit — whatever restarts or repeated checks happen.

let s: OrderScene;
let notices: Array<{ userId: number; notice: Omit<RegularDepositNotice, 'serverTime'> }>;
beforeEach(async () => {
  s = await orderScene();
  notices = [];
  s.t.events.subscribe('regularDeposited', (deposited) => notices.push(deposited));
});
afterEach(() => s.t.dispose());

const setRules = (rules: Partial<ClassRules>) =>
  s.request<ClassRules>(
    'PUT',
    `/teacher/classes/${s.klass.id}/rules`,
    { ...DEFAULT_CLASS_RULES, ...rules },
    s.headers.teacher,
  );

/** A new service on the same database: what a server restart starts with. */
const service = () =>
  createRegularDepositService({
    db: s.t.db,
    clock: s.t.clock,
    events: s.t.events,
  });

const at = (iso: string) => s.t.clock.set(iso);
/** Signed in afresh: the clock has moved days past the scene's access token. */
async function asStudent<T>(path: string) {
  return (await s.request<T>('GET', path, undefined, await authHeader(s.t.accessTokens, s.student)))
    .data;
}
const cash = async () => (await asStudent<Portfolio>('/portfolio')).cash;
const ledgerKinds = () =>
  s.t.db
    .select({ kind: cashLedger.kind, amount: cashLedger.amount })
    .from(cashLedger)
    .where(eq(cashLedger.userId, s.student.id))
    .all();

describe('the class regular deposit', () => {
  beforeEach(async () => {
    expect(
      (await setRules({ regularDeposit: { amount: 500_000, schedule: 'WEEKLY' } })).status,
    ).toBe(200);
  });

  it('credits once at Monday’s open, however often it is checked or restarted', async () => {
    at('2026-03-22T23:59:00Z'); // Mon 2026-03-23 08:59 KST: before the open
    expect(service().applyDue()).toBe(0);
    at('2026-03-23T00:00:00Z'); // 09:00 KST
    expect(service().applyDue()).toBe(1);
    const again = service();
    expect([again.applyDue(), again.applyDue(), service().applyDue()]).toEqual([0, 0, 0]);
    expect(await cash()).toBe(10_500_000);
    expect(ledgerKinds()).toEqual([
      { kind: 'INITIAL', amount: 10_000_000 },
      { kind: 'REGULAR_DEPOSIT', amount: 500_000 },
    ]);
    expect(notices).toEqual([
      { userId: s.student.id, notice: { date: '2026-03-23', amount: 500_000, cash: 10_500_000 } },
    ]);
    at('2026-03-24T01:00:00Z'); // Tuesday: not a deposit day
    expect(service().applyDue()).toBe(0);
    at('2026-03-30T02:00:00Z'); // the next Monday
    expect(service().applyDue()).toBe(1);
    expect(await cash()).toBe(11_000_000);
  });

  it('is money in, not a gain: both returns stay 0 % for an all-cash student', async () => {
    const snapshots = createSnapshotService({
      db: s.t.db,
      prices: s.t.deps.prices,
      clock: s.t.clock,
      market: s.t.deps.market,
    });
    at('2026-03-20T07:00:00Z');
    snapshots.take('2026-03-20'); // Friday close: 10,000,000
    at('2026-03-23T00:00:00Z');
    service().applyDue(); // Monday open: +500,000
    at('2026-03-23T07:00:00Z');
    snapshots.take('2026-03-23'); // Monday close: 10,500,000, net deposits 10,500,000
    const portfolio = await asStudent<Portfolio>('/portfolio');
    expect(portfolio).toMatchObject({
      totalValue: 10_500_000,
      netDeposits: 10_500_000,
      totalProfitLoss: 0,
    });
    const analytics = await asStudent<Analytics>('/portfolio/analytics');
    const value = (key: string) => analytics.metrics.find((m) => m.key === key)!.value;
    expect([value('moneyWeightedReturn'), value('timeWeightedReturn')]).toEqual([0, 0]);
    const { compound, annuity } = analytics.lessons;
    const lesson = (metrics: Analytics['metrics'], key: string) =>
      metrics.find((m) => m.key === key)!.value;
    // One trading day of 10,000,000 at 3 %/yr: 단리 + ⌊10,000,000 × 0.03 × 1/252⌋ = 1,190;
    // 복리 10,000,000 × 1.03^(1/252) = 10,001,173.0
    expect(compound).toMatchObject({ depositRate: 0.03, principal: 10_000_000, days: 1 });
    expect(lesson(compound.metrics, 'simpleDeposit')).toBe(10_001_190);
    expect(lesson(compound.metrics, 'compoundDeposit')).toBe(10_001_173);
    // fewer than 20 daily returns: no yearly rate yet
    expect(lesson(compound.metrics, 'annualRate')).toBeNull();
    // one deposit: S = a
    expect(annuity).toMatchObject({ amount: 500_000, schedule: 'WEEKLY', count: 1 });
    expect(lesson(annuity!.metrics, 'paidIn')).toBe(500_000);
    expect(lesson(annuity!.metrics, 'annuityDeposit')).toBe(500_000);
  });

  it('sets my deposits’ actual value beside S, each deposit grown from the day it landed', async () => {
    const snapshots = createSnapshotService({
      db: s.t.db,
      prices: s.t.deps.prices,
      clock: s.t.clock,
      market: s.t.deps.market,
    });
    expect((await s.request('POST', '/trading/orders', marketOrder('BUY', 40))).status).toBe(200);
    at('2026-03-20T07:00:00Z');
    snapshots.take('2026-03-20'); // Friday close at 70,000
    at('2026-03-23T00:00:00Z');
    service().applyDue(); // Monday open: the first 500,000
    s.t.deps.prices.apply([quote('005930', 77_000)]);
    at('2026-03-23T07:00:00Z');
    snapshots.take('2026-03-23');
    const monday = (await asStudent<Portfolio>('/portfolio')).totalValue;
    at('2026-03-30T00:00:00Z');
    service().applyDue(); // the next Monday: the second, valued in today's live point
    s.t.deps.prices.apply([quote('005930', 84_000)]);
    const now = (await asStudent<Portfolio>('/portfolio')).totalValue;

    const { annuity } = (await asStudent<Analytics>('/portfolio/analytics?period=week')).lessons;
    const figure = (key: string) => annuity!.metrics.find((m) => m.key === key)!.value;
    // The first deposit grew as the account did from Monday's close to now, the second deposit
    // taken out: 500,000 × (now − 500,000) ÷ monday; the second has not grown yet.
    const actual = Math.round((500_000 * (now - 500_000)) / monday) + 500_000;
    // 40 shares × 7,000 more on about ₩10.8M: the first deposit grew about 2.6 %
    expect(actual).toBeGreaterThan(1_010_000);
    expect(figure('actualOwn')).toBe(actual);
    // S after two weekly deposits at 3 %: 500,000 × (1 + 1.000568600096) = 1,000,284.30
    expect(figure('annuityDeposit')).toBe(1_000_284);
    // P = 500,000 × (1.000568600096⁻¹ + 1.000568600096⁻²) = 999,147.75
    expect(figure('presentValueDeposit')).toBe(999_148);
    // The path starts at the first deposit's close, whatever period the page shows.
    expect(annuity!.series).toMatchObject({
      dates: ['2026-03-23', '2026-03-30'],
      actual: [500_000, actual],
      paidIn: [500_000, 1_000_000],
      deposit: [500_000, 1_000_284],
      own: null, // two daily returns: no yearly rate yet
    });
  });

  it('credits the first deposit on the class’s first day, open market or not', async () => {
    s.t.db.update(classes).set({ startDate: '2026-03-21' }).where(eq(classes.id, s.klass.id)).run();
    at('2026-03-21T01:00:00Z'); // Saturday 10:00 KST: the class starts
    expect(service().applyDue()).toBe(1);
    at('2026-03-22T01:00:00Z'); // Sunday
    expect(service().applyDue()).toBe(0);
    at('2026-03-23T00:00:00Z'); // Monday's open: the weekly deposit as usual
    expect(service().applyDue()).toBe(1);
    expect(await cash()).toBe(11_000_000);
  });

  it('credits nothing once the teacher turns it off', async () => {
    await setRules({ regularDeposit: null });
    at('2026-03-23T00:00:00Z');
    expect(service().applyDue()).toBe(0);
  });
});

describe('lesson rules are checked in Korean', () => {
  it.each([
    [{ depositRateBp: 2_500 }, '정기예금 금리는 0 %에서 20 % 사이로 입력해주세요'],
    [{ depositRateBp: 2.5 }, '정기예금 금리는 0 %에서 20 % 사이로 입력해주세요'],
    [
      { regularDeposit: { amount: 1_500, schedule: 'WEEKLY' } },
      '적립 금액은 1,000원 이상 1억 원 이하의 1,000원 단위로 입력해주세요',
    ],
    [
      { regularDeposit: { amount: 500_000, schedule: 'DAILY' } },
      '적립 주기를 매주 또는 매달 중에서 고르세요',
    ],
  ])('%j → 400', async (rules, message) => {
    const answer = await setRules(rules as Partial<ClassRules>);
    expect([answer.status, answer.message]).toEqual([400, message]);
  });

  it('logs a change of the lesson rules as any other rule', async () => {
    await setRules({
      depositRateBp: 350,
      regularDeposit: { amount: 500_000, schedule: 'MONTHLY' },
    });
    const mine = await s.request<{ rules: ClassRules }>('GET', '/trading/rules');
    expect(mine.data.rules).toMatchObject({
      depositRateBp: 350,
      regularDeposit: { amount: 500_000, schedule: 'MONTHLY' },
    });
  });
});
