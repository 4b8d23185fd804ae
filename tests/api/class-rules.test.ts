import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authHeader, insertUser } from '../../src/server/testing/factories';
import {
  DEFAULT_CLASS_RULES,
  type ClassRules,
  type MyClassRules,
  type RuleChangeEntry,
} from '../../src/shared/schemas/class-rules';
import type { ClassSummary } from '../../src/shared/schemas/classes';
import type { PlaceOrderResult } from '../../src/shared/schemas/orders';
import { limitBuy, marketOrder, orderScene, quote, type OrderScene } from './orders.helpers';

let s: OrderScene;
beforeEach(async () => {
  s = await orderScene();
});
afterEach(() => s.t.dispose());

const setRules = (rules: Partial<ClassRules>, as = s.headers.teacher) =>
  s.request<ClassRules>(
    'PUT',
    `/teacher/classes/${s.klass.id}/rules`,
    { ...DEFAULT_CLASS_RULES, ...rules },
    as,
  );
const place = (body: unknown) => s.request<PlaceOrderResult>('POST', '/trading/orders', body);

describe('the teacher sets 우리 반 규칙', () => {
  it('reads the defaults, saves new rules and logs each change', async () => {
    const read = await s.request<ClassRules>(
      'GET',
      `/teacher/classes/${s.klass.id}/rules`,
      undefined,
      s.headers.teacher,
    );
    expect(read.data).toEqual(DEFAULT_CLASS_RULES);
    const saved = await setRules({ maxPositionPercent: 30, sellTax: false });
    expect(saved.status).toBe(200);
    await setRules({ maxPositionPercent: 30, sellTax: false }); // unchanged: no log line
    const log = await s.request<RuleChangeEntry[]>(
      'GET',
      `/teacher/classes/${s.klass.id}/rules/changes`,
      undefined,
      s.headers.teacher,
    );
    expect(log.data).toHaveLength(1);
    expect(log.data[0]).toMatchObject({
      changedBy: '김교사',
      changes: [
        {
          rule: '증권거래세',
          from: '매도 시 부과 (KOSPI·KOSDAQ 0.20 %, KONEX 0.10 %)',
          to: '면제',
        },
        { rule: '한 종목 비중', from: '제한 없음', to: '총 자산의 30 %까지' },
      ],
    });
    const mine = await s.request<MyClassRules>('GET', '/trading/rules');
    expect(mine.data.rules).toMatchObject({ maxPositionPercent: 30, sellTax: false });
  });

  it("tells the student's card when the teacher makes a 회고 required on every sell", async () => {
    const mine = () => s.request<MyClassRules>('GET', '/trading/rules');
    expect((await mine()).data.reflectionRequired).toBe(false);
    const set = await s.request(
      'PUT',
      `/teacher/classes/${s.klass.id}/reflection-setting`,
      { required: true },
      s.headers.teacher,
    );
    expect(set.status).toBe(200);
    expect((await mine()).data.reflectionRequired).toBe(true);
  });

  it('refuses rules that cannot work, other teachers and students', async () => {
    const noPeriods = await setRules({ tradingHours: 'TIMETABLE', timetable: [] });
    expect([noPeriods.status, noPeriods.message]).toEqual([
      400,
      '시간표에 교시를 하나 이상 넣어주세요',
    ]);
    const noMarket = await setRules({ markets: [] });
    expect(noMarket.message).toBe('거래할 시장을 하나 이상 고르세요');
    const backwards = await setRules({
      tradingHours: 'TIMETABLE',
      timetable: [{ weekday: 1, label: '3교시', start: '11:30', end: '10:40' }],
    });
    expect(backwards.message).toBe('교시의 끝 시간은 시작 시간보다 늦어야 합니다');
    const other = insertUser(s.t.db, { role: 'TEACHER' });
    expect((await setRules({}, await authHeader(s.t.accessTokens, other))).status).toBe(404);
    expect((await setRules({}, s.headers.student)).status).toBe(403);
  });

  it('creates a class with its rules', async () => {
    const created = await s.request<ClassSummary>(
      'POST',
      '/teacher/classes',
      {
        name: '경제수학 3반',
        startDate: '2026-03-02',
        rules: { ...DEFAULT_CLASS_RULES, initialCash: 5_000_000, maxOrdersPerDay: 3 },
      },
      s.headers.teacher,
    );
    expect(created.status).toBe(201);
    const rules = await s.request<ClassRules>(
      'GET',
      `/teacher/classes/${created.data.id}/rules`,
      undefined,
      s.headers.teacher,
    );
    expect(rules.data).toMatchObject({ initialCash: 5_000_000, maxOrdersPerDay: 3 });
  });
});

describe('a broken rule is a 422 naming the rule and the numbers', () => {
  it('one stock may take at most the share of the total assets', async () => {
    await setRules({ maxPositionPercent: 30 });
    // 59 × 70,000 = 4,130,000 of 10,000,000 − fee 619 → 41.3 %.
    const tooMuch = await place(marketOrder('BUY', 59));
    expect([tooMuch.status, tooMuch.code, tooMuch.message]).toEqual([
      422,
      'RULE_POSITION_LIMIT',
      '한 종목 비중은 총 자산의 30 %까지예요: 이 주문 후 41.3 %',
    ]);
    expect((await place(marketOrder('BUY', 42))).status).toBe(200); // 29.4 %
    const old = await s.request('POST', '/trading/buy', marketOrder('BUY', 1));
    expect(old.status).toBe(400); // the old route keeps its own body
    const more = await s.request('POST', '/trading/buy', {
      symbol: '005930',
      quantity: 2,
      reason: '조금 더',
    });
    expect(more.message).toBe('한 종목 비중은 총 자산의 30 %까지예요: 이 주문 후 30.8 %');
  });

  it('a student places at most the day’s number of orders', async () => {
    await setRules({ maxOrdersPerDay: 2 });
    await place(marketOrder('BUY', 1));
    await place(limitBuy(1, 69_000));
    const third = await place(marketOrder('BUY', 1));
    expect([third.status, third.message]).toEqual([
      422,
      '하루 주문은 2회까지예요: 오늘 이미 2회 주문했어요',
    ]);
    s.t.clock.set('2026-03-23T01:00:00Z');
    s.headers.student = await authHeader(s.t.accessTokens, s.student);
    expect((await place(marketOrder('BUY', 1))).status).toBe(200);
  });

  it('only the allowed markets may be bought; KOSDAQ GLOBAL counts as KOSDAQ', async () => {
    await setRules({ markets: ['KOSPI'] });
    const refused = await place(marketOrder('BUY', 1, '263750'));
    expect(refused.message).toBe(
      '우리 반은 KOSPI 종목만 거래할 수 있어요: 이 종목은 KOSDAQ GLOBAL',
    );
    await setRules({ markets: ['KOSPI', 'KOSDAQ'] });
    expect((await place(marketOrder('BUY', 1, '263750'))).status).toBe(200);
  });

  it('with a timetable, students trade only in the class periods (KST)', async () => {
    await setRules({
      tradingHours: 'TIMETABLE',
      timetable: [{ weekday: 5, label: '3교시', start: '10:40', end: '11:30' }],
    });
    const early = await place(marketOrder('BUY', 1));
    expect(early.message).toBe(
      '우리 반은 수업 시간표에만 거래할 수 있어요: 지금은 금 10:00 (금 3교시 10:40–11:30)',
    );
    s.t.clock.set('2026-03-20T01:40:00Z'); // 10:40 KST
    s.headers.student = await authHeader(s.t.accessTokens, s.student);
    expect((await place(marketOrder('BUY', 1))).status).toBe(200);
  });

  it('a class without the sales tax sells tax-free', async () => {
    await setRules({ sellTax: false });
    await place(marketOrder('BUY', 10));
    const sold = await place(marketOrder('SELL', 10));
    expect(sold.data.trade?.transaction).toMatchObject({ tax: 0, fee: 105 });
  });

  it('a resting order that would break a rule at its fill is cancelled with the reason', async () => {
    const { data } = await place(limitBuy(50, 69_000)); // 34.5 % of the assets
    await setRules({ maxPositionPercent: 30 });
    s.t.deps.prices.apply([quote('005930', 68_900)]);
    const cancelled = await s.request<Array<{ id: number; closeReason: string }>>(
      'GET',
      '/trading/orders?status=cancelled',
    );
    expect(cancelled.data).toMatchObject([
      {
        id: data.order.id,
        closeReason: '한 종목 비중은 총 자산의 30 %까지예요: 이 주문 후 34.5 %',
      },
    ]);
    expect(s.events.map((e) => e.order.status)).toEqual(['CANCELLED']);
  });
});
