import { describe, expect, it } from 'vitest';
import { pickRestTargets, planRegistrations } from './kis-plan';

const symbols = (n: number) => Array.from({ length: n }, (_, i) => String(100_000 + i));

describe('planRegistrations', () => {
  it('spends the 41 registrations on the most wanted: 체결+호가 for the top 5, 체결 for the next 31', () => {
    const list = symbols(60);
    const plan = planRegistrations(list, { maxRegistrations: 41, bookSymbols: 5 });
    expect(plan).toHaveLength(41);
    const trades = plan.filter((r) => r.trId === 'H0STCNT0').map((r) => r.symbol);
    const books = plan.filter((r) => r.trId === 'H0STASP0').map((r) => r.symbol);
    expect(books).toEqual(list.slice(0, 5));
    expect(trades).toEqual(list.slice(0, 36));
    expect(plan.slice(0, 2)).toEqual([
      { trId: 'H0STCNT0', symbol: list[0] },
      { trId: 'H0STASP0', symbol: list[0] },
    ]);
  });

  it('uses fewer when fewer stocks are tracked', () => {
    expect(planRegistrations(symbols(3), { maxRegistrations: 41, bookSymbols: 5 })).toHaveLength(6);
  });
});

describe('pickRestTargets', () => {
  it('prices never-priced stocks first, then the ones off the socket in turn', () => {
    const list = symbols(6);
    const onSocket = new Set(list.slice(0, 2));
    const priced = new Set(list.slice(0, 5));
    const first = pickRestTargets({ symbols: list, onSocket, priced, budget: 2, cursor: 0 });
    expect(first.symbols).toEqual([list[5], list[2]]);
    const all = new Set(list);
    const second = pickRestTargets({
      symbols: list,
      onSocket,
      priced: all,
      budget: 2,
      cursor: first.cursor,
    });
    expect(second.symbols).toEqual([list[3], list[4]]);
    const third = pickRestTargets({
      symbols: list,
      onSocket,
      priced: all,
      budget: 2,
      cursor: second.cursor,
    });
    expect(third.symbols).toEqual([list[5], list[2]]);
  });

  it('asks for nothing when the socket carries every priced stock', () => {
    const list = symbols(3);
    const set = new Set(list);
    expect(
      pickRestTargets({ symbols: list, onSocket: set, priced: set, budget: 5, cursor: 7 }).symbols,
    ).toEqual([]);
  });
});
