import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertStocks, insertStudent, setWatchlist } from '../../testing/money-fixtures';
import { createTestCatalogue } from '../../testing/test-catalogue';
import { createTestDb, type TestDb } from '../../testing/test-db';
import type { StockRow } from './trades.repo';
import { classReportsRepo } from './class-reports.repo';
import { holdingsRepo } from './holdings.repo';
import { projectorRepo } from './projector.repo';
import { tradesRepo } from './trades.repo';

let t: TestDb;
let stocks: Map<string, StockRow>;
let students: number[];
const at = (time: string) => new Date(`2026-11-24T${time}+09:00`);

function trade(userId: number, symbol: string, time: string) {
  tradesRepo.insert(t.db, {
    userId,
    stockId: stocks.get(symbol)!.id,
    type: 'BUY',
    quantity: 1,
    price: 10_000,
    totalAmount: 10_000,
    fee: 2,
    tax: 0,
    reason: '수업에서 배운 분산 투자',
    priceSource: 'test',
    marketDate: null,
    createdAt: at(time),
  });
}

beforeEach(() => {
  t = createTestDb();
  stocks = insertStocks(t.db, createTestCatalogue());
  students = [1, 2, 3].map(() => insertStudent(t.db).id);
  const [a, b, c] = students as [number, number, number];
  trade(a, '005930', '08:59:00');
  trade(a, '005930', '09:30:00');
  trade(b, '000660', '10:00:00');
  trade(b, '005930', '11:00:00');
  trade(c, '035720', '12:00:00');
});
afterEach(() => t.dispose());

describe('class reports over several students', () => {
  it('lists the asked students’ trades newest first, all of them or the latest few', () => {
    const [a, b] = students as [number, number];
    const times = (rows: Array<{ createdAt: Date }>) => rows.map((r) => r.createdAt.getTime());
    expect(times(classReportsRepo.trades(t.db, [a, b]))).toEqual(
      ['11:00:00', '10:00:00', '09:30:00', '08:59:00'].map((time) => at(time).getTime()),
    );
    expect(times(classReportsRepo.trades(t.db, [a, b], 2))).toEqual(
      ['11:00:00', '10:00:00'].map((time) => at(time).getTime()),
    );
    expect(classReportsRepo.trades(t.db, [a], 1)).toMatchObject([{ userId: a, symbol: '005930' }]);
    expect(classReportsRepo.trades(t.db, [])).toEqual([]);
  });

  it('counts trades per stock from a moment on, or since the start', () => {
    const counts = (since?: Date) =>
      classReportsRepo
        .tradeCountsByStock(t.db, students, since)
        .map((s) => [s.symbol, s.tradeCount]);
    expect(counts()).toEqual([
      ['005930', 3],
      ['000660', 1],
      ['035720', 1],
    ]);
    expect(counts(at('09:00:00'))).toEqual([
      ['005930', 2],
      ['000660', 1],
      ['035720', 1],
    ]);
    expect(counts(at('11:30:00'))).toEqual([['035720', 1]]);
  });

  it('counts each student’s trades since a moment, and finds their last one', () => {
    const [a, b, c] = students as [number, number, number];
    expect(tradesRepo.countsByUser(t.db, students, at('09:00:00'))).toEqual(
      new Map([
        [a, 1],
        [b, 2],
        [c, 1],
      ]),
    );
    expect(tradesRepo.countsByUser(t.db, [a])).toEqual(new Map([[a, 2]]));
    expect(classReportsRepo.lastTradeAt(t.db, [a, b])).toEqual(
      new Map([
        [a, at('09:30:00').getTime()],
        [b, at('11:00:00').getTime()],
      ]),
    );
  });
});

describe('the projector’s popular stocks', () => {
  it('counts what the class holds or watches, most popular first, up to the limit', () => {
    const [a, b, c] = students as [number, number, number];
    const id = (symbol: string) => stocks.get(symbol)!.id;
    setWatchlist(t.db, a, [id('005930'), id('000660')]);
    setWatchlist(t.db, b, [id('005930')]);
    setWatchlist(t.db, c, [id('035720')]);
    const hold = (userId: number, symbol: string, quantity: number) =>
      holdingsRepo.save(t.db, {
        userId,
        stockId: id(symbol),
        quantity,
        averagePrice: 10_000,
        updatedAt: at('10:00:00'),
      });
    hold(c, '000660', 5);
    hold(c, '005930', 0);
    const popular = (userIds: number[], limit: number) =>
      projectorRepo.popularStocks(t.db, userIds, limit).map((s) => [s.symbol, s.count]);
    expect(popular(students, 8)).toEqual([
      ['000660', 2],
      ['005930', 2],
      ['035720', 1],
    ]);
    expect(popular(students, 1)).toEqual([['000660', 2]]);
    expect(popular([c], 8)).toEqual([
      ['000660', 1],
      ['035720', 1],
    ]);
    expect(popular([], 8)).toEqual([]);
  });
});
