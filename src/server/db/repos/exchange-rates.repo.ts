import { eq } from 'drizzle-orm';
import { EXAMPLE_RATES, type ExchangeRates } from '../../../shared/domain/lessons/exchange';
import { classExchangeRates } from '../schema';
import type { DbOrTx } from './db-or-tx';

// A class's teacher-entered exchange rates, stored in whole hundredths and basis points.

export const exchangeRatesRepo = {
  /** The class's rates, or null: the class has none yet (the lesson uses the 예시 환율). */
  find(db: DbOrTx, classId: number | null): ExchangeRates | null {
    if (classId === null) return null;
    const row = db
      .select()
      .from(classExchangeRates)
      .where(eq(classExchangeRates.classId, classId))
      .get();
    if (!row) return null;
    return {
      startRate: row.startRateCents / 100,
      endRate: row.endRateCents / 100,
      spreadPercent: row.spreadBp / 100,
      preferentialPercent: row.preferentialPercent,
    };
  },

  /** The class's rates, or the 예시 환율 (`example`) until its teacher enters some. */
  ofClass(db: DbOrTx, classId: number | null): { rates: ExchangeRates; example: boolean } {
    const saved = exchangeRatesRepo.find(db, classId);
    return { rates: saved ?? EXAMPLE_RATES, example: saved === null };
  },

  save(db: DbOrTx, classId: number, rates: ExchangeRates, now: Date) {
    const row = {
      startRateCents: Math.round(rates.startRate * 100),
      endRateCents: Math.round(rates.endRate * 100),
      spreadBp: Math.round(rates.spreadPercent * 100),
      preferentialPercent: rates.preferentialPercent,
      updatedAt: now,
    };
    db.insert(classExchangeRates)
      .values({ classId, ...row })
      .onConflictDoUpdate({ target: classExchangeRates.classId, set: row })
      .run();
  },
};
