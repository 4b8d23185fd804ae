// The school a school-day bench plays: classes of 30 students, each class with its teacher, each
// student with 10,000,000 won and a watchlist of 10 of the stocks the market prices by default.
import type { Db } from '../../src/server/db/connection';
import { holdingsRepo } from '../../src/server/db/repos/holdings.repo';
import { stocksRepo } from '../../src/server/db/repos/stocks.repo';
import { loadCatalogue } from '../../src/server/market/catalogue';
import { syncStocks } from '../../src/server/services/stocks/stocks-sync';
import { insertClass, insertUser } from '../../src/server/testing/factories';
import { insertStudent, setWatchlist } from '../../src/server/testing/money-fixtures';

export const STUDENTS_PER_CLASS = 30;
export const WATCHLIST_SIZE = 10;

export interface SeededStudent {
  id: number;
  classId: number;
  symbols: string[];
  /** Two of the watchlist's stocks, 10 shares each bought at the last real close: something to sell. */
  holdings: string[];
}

export interface SeededSchool {
  students: SeededStudent[];
  teachers: Array<{ id: number; classId: number }>;
}

/**
 * Half of a student's watchlist is what the whole class talks about, half is their own pick:
 * classes overlap on the largest stocks as real ones do, and no two students watch exactly alike.
 */
function watchlistFor(tracked: string[], classIndex: number, seat: number): string[] {
  const half = WATCHLIST_SIZE / 2;
  const classPicks = Array.from({ length: half }, (_, k) => tracked[(classIndex * 3 + k) % 60]!);
  const own = Array.from(
    { length: half },
    (_, k) => tracked[60 + ((classIndex * 31 + seat * 7 + k * 11) % (tracked.length - 60))]!,
  );
  return [...new Set([...classPicks, ...own])];
}

export function seedSchool(db: Db, classes: number): SeededSchool {
  const catalogue = loadCatalogue();
  syncStocks({ db, catalogue });
  const tracked = stocksRepo.tracked(db);
  const idOf = new Map(tracked.map((stock) => [stock.symbol, stock.id]));
  const symbols = tracked.map((stock) => stock.symbol);
  // One native transaction around the fixtures (they take the database, not a transaction).
  return db.$client.transaction(() => {
    const school: SeededSchool = { students: [], teachers: [] };
    for (let c = 0; c < classes; c++) {
      const teacher = insertUser(db, { role: 'TEACHER' });
      const classId = insertClass(db, { teacherId: teacher.id }).id;
      school.teachers.push({ id: teacher.id, classId });
      for (let seat = 0; seat < STUDENTS_PER_CLASS; seat++) {
        const student = insertStudent(db, { classId, cash: 10_000_000 });
        const watchlist = watchlistFor(symbols, c, seat);
        setWatchlist(
          db,
          student.id,
          watchlist.map((symbol) => idOf.get(symbol)!),
        );
        const holdings = watchlist.slice(seat % 5, (seat % 5) + 2);
        for (const symbol of holdings) {
          holdingsRepo.save(db, {
            userId: student.id,
            stockId: idOf.get(symbol)!,
            quantity: 10,
            averagePrice: catalogue.get(symbol)!.lastBar.close,
            updatedAt: new Date(),
          });
        }
        school.students.push({ id: student.id, classId, symbols: watchlist, holdings });
      }
    }
    return school;
  })();
}
