import { describe, expect, it } from 'vitest';
import { DEFAULT_CLASS_RULES, type ClassPeriod } from '../../../schemas/class-rules';
import { classRuleViolations } from './class-rules';
import { checkDailyOrders } from './daily-orders';
import { checkMarket, ruleMarketOf } from './market';
import { checkPositionShare } from './position-share';
import { describeRuleChanges } from './rule-changes';
import { checkTradingTime, inTimetable, nextPeriodText } from './trading-time';

describe('checkPositionShare', () => {
  it.each([
    // [max, position after, total after, message or null]
    [30, 3_000_000, 10_000_000, null],
    [30, 3_004_999, 10_000_000, null], // 30.04999 → shown 30.0
    [30, 3_005_000, 10_000_000, '한 종목 비중은 총 자산의 30 %까지예요: 이 주문 후 30.1 %'],
    [30, 4_120_000, 10_000_000, '한 종목 비중은 총 자산의 30 %까지예요: 이 주문 후 41.2 %'],
    [null, 9_000_000, 10_000_000, null],
    [100, 10_000_000, 10_000_000, null],
    [50, 1, 0, '한 종목 비중은 총 자산의 50 %까지예요: 이 주문 후 100.0 %'],
  ])('max %s, %i of %i', (maxPercent, positionValueAfter, totalAssetsAfter, message) => {
    expect(
      checkPositionShare({ maxPercent, positionValueAfter, totalAssetsAfter })?.message ?? null,
    ).toBe(message);
  });
});

describe('checkDailyOrders', () => {
  it.each([
    [5, 0, null],
    [5, 4, null],
    [5, 5, '하루 주문은 5회까지예요: 오늘 이미 5회 주문했어요'],
    [1, 3, '하루 주문은 1회까지예요: 오늘 이미 3회 주문했어요'],
    [null, 999, null],
  ])('max %s after %i orders', (max, placedToday, message) => {
    expect(checkDailyOrders({ max, placedToday })?.message ?? null).toBe(message);
  });
});

describe('checkMarket', () => {
  it.each([
    ['KOSPI', ['KOSPI'], null],
    ['KOSDAQ GLOBAL', ['KOSDAQ'], null],
    [
      'KOSDAQ GLOBAL',
      ['KOSPI'],
      '우리 반은 KOSPI 종목만 거래할 수 있어요: 이 종목은 KOSDAQ GLOBAL',
    ],
    [
      'KONEX',
      ['KOSPI', 'KOSDAQ'],
      '우리 반은 KOSPI·KOSDAQ 종목만 거래할 수 있어요: 이 종목은 KONEX',
    ],
    ['KONEX', ['KONEX'], null],
  ] as const)('%s in %j', (market, allowed, message) => {
    expect(checkMarket({ market, allowed })?.message ?? null).toBe(message);
  });

  it('maps KOSDAQ GLOBAL onto KOSDAQ and nothing else', () => {
    expect(ruleMarketOf('KOSDAQ GLOBAL')).toBe('KOSDAQ');
    expect(ruleMarketOf('KONEX')).toBe('KONEX');
  });
});

const period3: ClassPeriod = { weekday: 1, label: '3교시', start: '10:40', end: '11:30' };

describe('checkTradingTime', () => {
  it.each([
    // KST = UTC + 9. 2026-03-23 is a Monday.
    ['2026-03-23T01:40:00Z', true], // 월 10:40, first minute
    ['2026-03-23T02:29:59Z', true], // 월 11:29:59
    ['2026-03-23T02:30:00Z', false], // 월 11:30, the bell
    ['2026-03-23T01:39:00Z', false], // 월 10:39
    ['2026-03-24T01:40:00Z', false], // 화 10:40
  ])('월 3교시 at %s → %s', (at, inside) => {
    expect(inTimetable([period3], new Date(at))).toBe(inside);
  });

  it('names the time now and the periods when outside them', () => {
    const violation = checkTradingTime({
      tradingHours: 'TIMETABLE',
      timetable: [period3, { weekday: 3, label: '5교시', start: '13:30', end: '14:20' }],
      now: new Date('2026-03-24T05:05:00Z'),
    });
    expect(violation).toEqual({
      code: 'RULE_TRADING_HOURS',
      message:
        '우리 반은 수업 시간표에만 거래할 수 있어요: 지금은 화 14:05 (월 3교시 10:40–11:30, 수 5교시 13:30–14:20)',
    });
  });

  it('lets a MARKET class trade whenever the market is open', () => {
    expect(
      checkTradingTime({
        tradingHours: 'MARKET',
        timetable: [],
        now: new Date('2026-03-24T05:05:00Z'),
      }),
    ).toBeNull();
  });
});

describe('classRuleViolations', () => {
  const base = {
    rules: {
      ...DEFAULT_CLASS_RULES,
      markets: ['KOSPI' as const],
      maxOrdersPerDay: 1,
      maxPositionPercent: 10,
    },
    market: 'KONEX' as const,
    now: new Date('2026-03-24T05:05:00Z'),
    placedToday: 1,
    positionValueAfter: 5_000_000,
    totalAssetsAfter: 10_000_000,
  };

  it('lists every broken rule of a buy, in the order a student meets them', () => {
    expect(classRuleViolations({ ...base, side: 'BUY' }).map((v) => v.code)).toEqual([
      'RULE_MARKET',
      'RULE_DAILY_ORDERS',
      'RULE_POSITION_LIMIT',
    ]);
  });

  it('never stops a sell by market or share, and a fill is not counted again', () => {
    expect(
      classRuleViolations({ ...base, side: 'SELL', placedToday: null }).map((v) => v.code),
    ).toEqual([]);
  });
});

describe('describeRuleChanges', () => {
  it('lists only the rules that changed, with display texts', () => {
    expect(
      describeRuleChanges(DEFAULT_CLASS_RULES, {
        ...DEFAULT_CLASS_RULES,
        feeRatePpm: 300,
        tradingHours: 'TIMETABLE',
        timetable: [period3],
      }),
    ).toEqual([
      { rule: '수수료율', from: '0.015 %', to: '0.030 %' },
      { rule: '거래 시간', from: '장 운영 시간 내내', to: '수업 시간표에만' },
      { rule: '수업 시간표', from: '없음', to: '월 3교시 10:40–11:30' },
    ]);
  });
});

describe('nextPeriodText', () => {
  const week = [period3, { weekday: 3, label: '5교시', start: '13:30', end: '14:20' }];
  it.each([
    // KST = UTC + 9. 2026-03-23 is a Monday.
    ['2026-03-23T00:00:00Z', '오늘 3교시 10:40–11:30'], // 월 09:00
    ['2026-03-23T03:00:00Z', '수요일 5교시 13:30–14:20'], // 월 12:00, after 3교시
    ['2026-03-24T05:05:00Z', '내일 5교시 13:30–14:20'], // 화 14:05
    ['2026-03-25T06:00:00Z', '월요일 3교시 10:40–11:30'], // 수 15:00, the week wraps
  ])('at %s → %s', (at, expected) => {
    expect(nextPeriodText(week, new Date(at))).toBe(expected);
  });

  it('says a period a week away by its weekday, and nothing without a timetable', () => {
    // 월 11:00, in the middle of the only period: the next start is next Monday.
    expect(nextPeriodText([period3], new Date('2026-03-23T02:00:00Z'))).toBe(
      '월요일 3교시 10:40–11:30',
    );
    expect(nextPeriodText([], new Date('2026-03-23T02:00:00Z'))).toBeNull();
  });

  it('skips KRX closed days: 성탄절 and 신정 fall on the Fridays after Thursday 2026-12-24', () => {
    const friday = { weekday: 5, label: '3교시', start: '10:40', end: '11:30' };
    const thursdayNoon = new Date('2026-12-24T03:00:00Z');
    expect(nextPeriodText([friday], thursdayNoon)).toBe('1월 8일 금요일 3교시 10:40–11:30');
    expect(nextPeriodText([friday, period3], thursdayNoon)).toBe('월요일 3교시 10:40–11:30');
  });

  it('on the 수능 day names only the lesson time the market is open (10:00–16:30)', () => {
    const thursday = [
      { weekday: 4, label: '1교시', start: '09:00', end: '09:50' },
      { weekday: 4, label: '2교시', start: '09:50', end: '10:40' },
    ];
    // Wednesday 2026-11-18 12:00 KST; Thursday 11-19 is the 수능.
    expect(nextPeriodText(thursday, new Date('2026-11-18T03:00:00Z'))).toBe(
      '내일 2교시 10:00–10:40 (대학수학능력시험: 장 10:00~16:30)',
    );
    // A week later the same lessons keep their usual hours.
    expect(nextPeriodText(thursday, new Date('2026-11-25T03:00:00Z'))).toBe(
      '내일 1교시 09:00–09:50',
    );
  });
});
