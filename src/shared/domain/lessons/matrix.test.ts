import { describe, expect, it } from 'vitest';
import { marketValue } from '../maths/holding';
import { classMatrix, closeDays, matrixHoldings, mostHeld, ownMatrix } from './matrix';

// H = (10 3): 10 shares of A, 3 of B. P: A closed at 70,000 and is 71,000 today; B closed at
// 180,000 and is 175,000 today.
const own = ownMatrix({
  stocks: [
    { symbol: 'A', name: 'A', quantity: 10 },
    { symbol: 'B', name: 'B', quantity: 3 },
  ],
  days: ['2026-03-19', '2026-03-20'],
  prices: [
    [70_000, 71_000],
    [180_000, 175_000],
  ],
});

describe('the holdings row times the price matrix', () => {
  it('HP = (10·70,000 + 3·180,000, 10·71,000 + 3·175,000) = (1,240,000, 1,235,000)', () => {
    expect(own.values).toEqual([1_240_000, 1_235_000]);
    expect(own.entry.value).toBe(1_240_000);
    expect(own.entry.steps[0]!.expression).toBe('10 \\times 70{,}000 + 3 \\times 180{,}000');
    expect(own.today.value).toBe(1_235_000);
  });

  it('HΔP: ΔP = (1,000, −5,000), so 10·1,000 + 3·(−5,000) = −5,000, the change of HP', () => {
    expect(own.change.value).toBe(-5_000);
    expect(own.change.steps[0]!.expression).toBe('10 \\times 1{,}000 + 3 \\times (-5{,}000)');
    expect(own.change.value).toBe(own.values[1]! - own.values[0]!);
    expect(own.tex.delta).toBe('\\begin{pmatrix} 1{,}000 \\\\ -5{,}000 \\end{pmatrix}');
  });

  it('agrees with valuing each holding on each day on its own (quantity × price, summed)', () => {
    const prices = { A: [70_000, 71_000], B: [180_000, 175_000] };
    const held = { A: 10, B: 3 };
    const byLoop = [0, 1].map((day) =>
      (['A', 'B'] as const).reduce(
        (sum, s) => sum + marketValue({ quantity: held[s], price: prices[s][day]! }),
        0,
      ),
    );
    expect(own.values).toEqual(byLoop);
  });

  it('without an earlier close there is only today: the hand entry says why, not NaN', () => {
    const todayOnly = ownMatrix({
      stocks: [{ symbol: 'A', name: 'A', quantity: 2 }],
      days: ['2026-03-20'],
      prices: [[50_000]],
    });
    expect(todayOnly.values).toEqual([100_000]);
    expect(todayOnly.entry.value).toBeNull();
    expect(todayOnly.entry.note).toBe('지난 거래일 종가가 아직 없어 오늘 열만 있어요');
    expect(todayOnly.change.value).toBeNull();
  });

  it('keeps the five largest holdings at the last close, largest first', () => {
    const holdings = [1, 2, 3, 4, 5, 6].map((n) => ({
      symbol: `S${n}`,
      name: `종목${n}`,
      quantity: n,
      previousClose: 10_000,
    }));
    expect(matrixHoldings(holdings).map((h) => h.quantity)).toEqual([6, 5, 4, 3, 2]);
  });
});

describe('the KRX days of P', () => {
  it('takes the business days right before today and stops at a gap in the data', () => {
    const all = () => true;
    // 2026-03-11 is a Wednesday: 03-10, 03-09, then the weekend, 03-06, 03-05
    expect(closeDays('2026-03-11', all, 4)).toEqual([
      '2026-03-05',
      '2026-03-06',
      '2026-03-09',
      '2026-03-10',
    ]);
    expect(closeDays('2026-03-11', (d) => d !== '2026-03-06', 4)).toEqual([
      '2026-03-09',
      '2026-03-10',
    ]);
    // the replay's first 2026 day after months without data: no earlier column at all
    expect(closeDays('2026-01-02', (d) => d < '2025-07-01', 4)).toEqual([]);
  });
});

describe("the class's matrix times today's price column", () => {
  // C: 나 (10, 0), 학생 2 (2, 5), 학생 3 (0, 4); p = (71,000, 175,000), last closes (70,000, 180,000)
  const rows = [
    { label: '나', self: true, quantities: [10, 0] },
    { label: '학생 2', self: false, quantities: [2, 5] },
    { label: '학생 3', self: false, quantities: [0, 4] },
  ];
  const c = classMatrix({
    stocks: [
      { symbol: 'A', name: 'A' },
      { symbol: 'B', name: 'B' },
    ],
    rows,
    prices: [71_000, 175_000],
    previous: [70_000, 180_000],
  });

  it('Cp = (710,000, 1,017,000, 700,000) and CΔp = (10,000, −23,000, −20,000)', () => {
    expect(c.values).toEqual([710_000, 1_017_000, 700_000]);
    expect(c.delta).toEqual([1_000, -5_000]);
    expect(c.changes).toEqual([10_000, -23_000, -20_000]);
    expect(c.selfValue.value).toBe(710_000);
    expect(c.selfChange.value).toBe(10_000);
  });

  it("agrees with each student's holdings valued one by one", () => {
    const perStudent = rows.map((r) =>
      r.quantities.reduce(
        (sum, q, i) => sum + marketValue({ quantity: q, price: [71_000, 175_000][i]! }),
        0,
      ),
    );
    expect(c.values).toEqual(perStudent);
  });

  it("the class's most held stocks are summed over students, by value", () => {
    const columns = mostHeld([
      { symbol: 'A', name: '가', quantity: 10, price: 1_000 },
      { symbol: 'B', name: '나', quantity: 3, price: 3_000 },
      { symbol: 'A', name: '가', quantity: 1, price: 1_000 },
      { symbol: 'C', name: '다', quantity: 1, price: 500 },
    ]);
    // A: 11,000 won, B: 9,000, C: 500
    expect(columns.map((s) => s.symbol)).toEqual(['A', 'B', 'C']);
    expect(mostHeld([{ symbol: 'A', name: '가', quantity: 1, price: 1 }], 0)).toEqual([]);
  });
});
