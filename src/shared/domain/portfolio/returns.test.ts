import { describe, expect, it } from 'vitest';
import {
  flowsAfterSnapshot,
  modifiedDietz,
  periodReturn,
  periodStartDay,
  startSnapshot,
  totalReturn,
} from './returns';

const at = (iso: string) => Date.parse(iso);

describe('totalReturn (against net deposits)', () => {
  it.each([
    [11_000_000, 10_000_000, 1_000_000, 10],
    [9_500_000, 10_000_000, -500_000, -5],
    [15_000_000, 15_000_000, 0, 0],
    [100, 0, 100, 0],
  ])('value %i on deposits %i → %i (%d %)', (value, netDeposits, profitLoss, returnPercent) => {
    expect(totalReturn({ value, netDeposits })).toMatchObject({ profitLoss, returnPercent });
  });
});

describe('modifiedDietz', () => {
  const start = at('2026-03-01T00:00:00Z');
  const end = at('2026-03-11T00:00:00Z');

  it('without flows is the simple return', () => {
    expect(
      modifiedDietz({ startValue: 1_000, endValue: 1_100, flows: [], start, end }).returnPercent,
    ).toBe(10);
  });

  it('weighs a mid-period deposit by the time it was invested', () => {
    // 1,000 at the start, +1,000 halfway, 2,150 at the end: gain 150 on 1,000 + 500.
    const result = modifiedDietz({
      startValue: 1_000,
      endValue: 2_150,
      flows: [{ at: at('2026-03-06T00:00:00Z'), amount: 1_000 }],
      start,
      end,
    });
    expect(result).toMatchObject({
      startValue: 1_000,
      endValue: 2_150,
      netFlows: 1_000,
      profitLoss: 150,
      returnPercent: 10,
    });
  });

  it('counts flows before the start in full', () => {
    const flows = [{ at: start - 1_000, amount: 1_000 }];
    expect(modifiedDietz({ startValue: 0, endValue: 1_100, flows, start, end }).returnPercent).toBe(
      10,
    );
  });
});

describe('periodStartDay (KST)', () => {
  it.each([
    // Monday 2026-03-16 09:00 KST: the week began today.
    ['2026-03-16T00:00:00Z', 'week', '2026-03-16'],
    // Sunday 2026-03-22 23:59 KST still belongs to the week of Monday 03-16.
    ['2026-03-22T14:59:00Z', 'week', '2026-03-16'],
    // …and one minute later it is Monday 03-23 in Seoul, though still Sunday in UTC.
    ['2026-03-22T15:00:00Z', 'week', '2026-03-23'],
    ['2026-03-31T15:00:00Z', 'month', '2026-04-01'],
    ['2026-03-31T14:59:00Z', 'month', '2026-03-01'],
  ] as const)('%s, %s → %s', (now, period, day) => {
    expect(periodStartDay(period, new Date(now))).toBe(day);
  });
});

describe('startSnapshot', () => {
  const snapshots = [
    { date: '2026-03-12', totalValue: 1 },
    { date: '2026-03-13', totalValue: 2 },
    { date: '2026-03-16', totalValue: 3 },
  ];
  it.each([
    ['2026-03-16', 2],
    ['2026-03-17', 3],
    ['2026-03-12', null],
  ])('before %s → value %s', (day, value) => {
    expect(startSnapshot(snapshots, day)?.totalValue ?? null).toBe(value);
  });
});

describe('periodReturn', () => {
  // Wednesday 2026-03-18 15:00 UTC (midnight KST Thursday); the week began Monday 00:00 KST.
  const now = new Date('2026-03-18T15:00:00Z');
  const friday = { date: '2026-03-13', totalValue: 10_000_000 };

  it('measures from the Friday close', () => {
    const result = periodReturn({
      period: 'week',
      now,
      snapshot: friday,
      deposits: [],
      endValue: 10_500_000,
    });
    expect(result.returnPercent).toBe(5);
  });

  it('ignores deposits before the snapshot and weighs one on Saturday fully', () => {
    const deposits = [
      { at: at('2026-01-02T00:00:00Z'), amount: 10_000_000 },
      { at: at('2026-03-14T03:00:00Z'), amount: 1_000_000 },
    ];
    const result = periodReturn({
      period: 'week',
      now,
      snapshot: friday,
      deposits,
      endValue: 11_550_000,
    });
    expect(result).toMatchObject({ netFlows: 1_000_000, profitLoss: 550_000, returnPercent: 5 });
  });

  it('starts a student who joined mid-week at the first deposit', () => {
    const joined = { at: at('2026-03-18T05:00:00Z'), amount: 10_000_000 };
    const result = periodReturn({
      period: 'week',
      now,
      snapshot: null,
      deposits: [joined],
      endValue: 10_100_000,
    });
    expect(result).toMatchObject({ startValue: 0, netFlows: 10_000_000, returnPercent: 1 });
  });

  it('counts a deposit at 16:00 on the 수능 day as before that day’s 16:30 close', () => {
    // Thursday 2026-11-19 is the 수능: the market closes at 16:30, and so does the snapshot.
    const csatClose = { date: '2026-11-19', totalValue: 11_000_000 };
    const deposits = [
      { at: at('2026-01-02T00:00:00Z'), amount: 10_000_000 },
      { at: at('2026-11-19T07:00:00Z'), amount: 1_000_000 }, // 16:00 KST, in the snapshot's value
    ];
    const result = periodReturn({
      period: 'week',
      now: new Date('2026-11-20T03:00:00Z'),
      snapshot: csatClose,
      deposits,
      endValue: 11_550_000,
    });
    expect(result).toMatchObject({ netFlows: 0, profitLoss: 550_000, returnPercent: 5 });
  });
});

describe('flowsAfterSnapshot', () => {
  const close = '2026-03-20'; // Friday, closes 15:30 KST = 06:30Z
  const at = (iso: string) => Date.parse(iso);
  const deposits = [
    { at: at('2026-03-02T00:00:00Z'), amount: 10_000_000 },
    { at: at('2026-03-20T07:00:00Z'), amount: 500_000 }, // 16:00, before a late close was taken
    { at: at('2026-03-23T01:00:00Z'), amount: 200_000 }, // Monday
  ];

  it('keeps every flow after the close when the close held none of them', () => {
    expect(
      flowsAfterSnapshot(deposits, {
        date: close,
        totalValue: 10_000_000,
        netDeposits: 10_000_000,
      }),
    ).toEqual(deposits.slice(1));
  });

  it('drops the flows a late close already counted (its net deposits say how much)', () => {
    expect(
      flowsAfterSnapshot(deposits, {
        date: close,
        totalValue: 10_500_000,
        netDeposits: 10_500_000,
      }),
    ).toEqual(deposits.slice(2));
  });

  it('keeps the old rule for a snapshot that does not say its net deposits', () => {
    expect(flowsAfterSnapshot(deposits, { date: close, totalValue: 10_500_000 })).toEqual(
      deposits.slice(1),
    );
  });
});
