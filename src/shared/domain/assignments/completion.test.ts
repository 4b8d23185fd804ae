import { describe, expect, it } from 'vitest';
import { checkDiversify, checkRationales, checkReflections } from './checkers';
import { nextCompletion, statusOf, type Completion } from './completion';

// Closes of Thursday 2026-03-19 and Friday 2026-03-20: 15:30 KST = 06:30 UTC.
const thursdayClose = new Date('2026-03-19T06:30:00Z');
const fridayClose = new Date('2026-03-20T06:30:00Z');
const dueFriday = new Date('2026-03-20T14:59:00Z'); // 2026-03-20 23:59 KST

const task = { minSectors: 3, maxHhi: 0.35 };
// Three sectors at 4,000,000 / 3,000,000 / 3,000,000: HHI = 0.16 + 0.09 + 0.09 = 0.34.
const spread = [
  { name: '삼성전자', sector: '전기전자', value: 4_000_000 },
  { name: 'KB금융', sector: '금융업', value: 3_000_000 },
  { name: '현대차', sector: '운수장비', value: 3_000_000 },
];
// After selling two of them: one sector, HHI = 1.
const concentrated = [{ name: '삼성전자', sector: '전기전자', value: 10_000_000 }];

/** Each close in turn, as the snapshot service runs them. */
function closes(holdingsByClose: Array<{ at: Date; holdings: typeof spread }>, dueAt: Date) {
  let recorded: Completion | null = null;
  for (const { at, holdings } of holdingsByClose) {
    const result = checkDiversify(task, holdings, at.toISOString().slice(0, 10));
    recorded = nextCompletion({ recorded: recorded !== null, result, at, dueAt }) ?? recorded;
  }
  return recorded;
}

describe('분산 투자 at a KST close', () => {
  it('is met with 3 sectors and HHI 0.34 ≤ 0.35', () => {
    const result = checkDiversify(task, spread, '2026-03-19');
    expect(result.met).toBe(true);
    expect(result.progress).toBe('업종 3/3개 · HHI 0.34 (목표 0.35 이하)');
  });

  it('is missing with one sector, and says what is missing', () => {
    const result = checkDiversify(task, concentrated, '2026-03-19');
    expect(result.met).toBe(false);
    expect(result.progress).toBe('업종 1/3개 · HHI 1.00 (목표 0.35 이하)');
  });

  it('is missing with three sectors but HHI 0.50 > 0.35', () => {
    // 6,000,000 / 2,000,000 / 2,000,000: 0.36 + 0.04 + 0.04 = 0.44.
    const lopsided = spread.map((h, i) => ({ ...h, value: i === 0 ? 6_000_000 : 2_000_000 }));
    expect(checkDiversify(task, lopsided, '2026-03-19').met).toBe(false);
  });

  it('stays done after a student who met it at Thursday’s close breaks it on Friday', () => {
    const recorded = closes(
      [
        { at: thursdayClose, holdings: spread },
        { at: fridayClose, holdings: concentrated },
      ],
      dueFriday,
    );
    expect(recorded?.completedAt).toEqual(thursdayClose);
    expect(statusOf(recorded)).toBe('done');
    expect(recorded?.evidence.label).toBe(
      '2026-03-19 장 마감: 업종 3/3개 · HHI 0.34 (목표 0.35 이하)',
    );
  });

  it('is late when first met at a close after the due date', () => {
    const dueThursdayNoon = new Date('2026-03-19T03:00:00Z');
    const recorded = closes(
      [
        { at: thursdayClose, holdings: concentrated },
        { at: fridayClose, holdings: spread },
      ],
      dueThursdayNoon,
    );
    expect(recorded?.completedAt).toEqual(fridayClose);
    expect(statusOf(recorded)).toBe('late');
  });

  it('keeps an on-time completion when the due date is later moved before it', () => {
    const recorded = closes([{ at: thursdayClose, holdings: spread }], dueFriday);
    // The teacher moves the due date to Wednesday: the next close must not rewrite Thursday's.
    const movedDue = new Date('2026-03-18T14:59:00Z');
    const again = nextCompletion({
      recorded: true,
      result: checkDiversify(task, spread, '2026-03-20'),
      at: fridayClose,
      dueAt: movedDue,
    });
    expect(again).toBeNull();
    expect(statusOf(recorded)).toBe('done');
  });

  it('is todo until recorded', () => {
    expect(statusOf(null)).toBe('todo');
  });
});

describe('근거 있는 매매', () => {
  const reviewed = [
    { tradeId: 1, stockName: '삼성전자', levels: [3, 3, 4, 3] },
    { tradeId: 2, stockName: 'KB금융', levels: [4, 2, 4, 4] }, // one criterion below 3
    { tradeId: 3, stockName: '현대차', levels: [3, 4, 3, 3] },
  ];

  it('counts only rationales at level 3 or above on every criterion', () => {
    const result = checkRationales({ count: 2, minLevel: 3 }, reviewed);
    expect(result.met).toBe(true);
    expect(result.evidence).toEqual({ label: '현대차 거래 근거 등 2건', tradeId: 3 });
  });

  it('is missing with one good rationale of three asked', () => {
    const result = checkRationales({ count: 3, minLevel: 3 }, reviewed);
    expect(result.met).toBe(false);
    expect(result.progress).toBe('3수준 이상 근거 2/3건');
  });
});

describe('회고', () => {
  const sales = [
    { tradeId: 5, stockName: '삼성전자', reflected: true },
    { tradeId: 8, stockName: 'KB금융', reflected: false },
    { tradeId: 9, stockName: '현대차', reflected: true },
  ];

  it('needs n sells with a written 회고', () => {
    expect(checkReflections({ count: 2 }, sales)).toEqual({
      met: true,
      progress: '회고를 쓴 매도 2/2건',
      evidence: { label: '현대차 매도 회고 등 2건', tradeId: 9 },
    });
    expect(checkReflections({ count: 3 }, sales).met).toBe(false);
  });
});
