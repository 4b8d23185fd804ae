import { desc, eq, sql } from 'drizzle-orm';
import {
  DEFAULT_CLASS_RULES,
  zClassPeriod,
  zRuleChange,
  zRuleMarket,
  type ClassRules,
  type RuleChange,
} from '../../../shared/schemas/class-rules';
import { classes, classRuleChanges, users } from '../schema';
import type { DbOrTx } from './db-or-tx';
import { preparedPer } from './prepared';

const ruleColumns = {
  initialCash: classes.initialCash,
  feeRatePpm: classes.feeRatePpm,
  sellTax: classes.sellTax,
  maxPositionPercent: classes.maxPositionPercent,
  maxOrdersPerDay: classes.maxOrdersPerDay,
  markets: classes.markets,
  tradingHours: classes.tradingHours,
  timetable: classes.timetable,
  depositRateBp: classes.depositRateBp,
  regularDepositAmount: classes.regularDepositAmount,
  regularDepositSchedule: classes.regularDepositSchedule,
  regionObjective: classes.regionObjective,
};

const rulesOf = preparedPer((db) =>
  db
    .select(ruleColumns)
    .from(classes)
    .where(eq(classes.id, sql.placeholder('classId')))
    .prepare(),
);

type Parsed = Pick<ClassRules, 'markets' | 'timetable'>;

/**
 * Validating the stored markets and timetable cost more than the query on every order: each
 * class's last parse is kept while its stored text stays the same. The composition root makes one
 * and hands it to every service that reads rules.
 */
export function createParsedRules() {
  const lastParsed = new Map<number, { markets: string; timetable: string; parsed: Parsed }>();
  return (classId: number, markets: string, timetable: string): Parsed => {
    const last = lastParsed.get(classId);
    if (last?.markets === markets && last.timetable === timetable) return last.parsed;
    const parsed = {
      markets: markets.split(',').map((m) => zRuleMarket.parse(m)),
      timetable: zClassPeriod.array().parse(JSON.parse(timetable)),
    };
    lastParsed.set(classId, { markets, timetable, parsed });
    return parsed;
  };
}
export type ParsedRules = ReturnType<typeof createParsedRules>;

export const classRulesRepo = {
  /** The class's rules; a user without a class trades under the defaults. */
  find(db: DbOrTx, classId: number | null, parsedRules: ParsedRules): ClassRules {
    if (classId === null) return DEFAULT_CLASS_RULES;
    const row = rulesOf(db).get({ classId });
    if (!row) return DEFAULT_CLASS_RULES;
    const { regularDepositAmount: amount, regularDepositSchedule: schedule, ...rest } = row;
    return {
      ...rest,
      ...parsedRules(classId, row.markets, row.timetable),
      regularDeposit: amount !== null && schedule !== null ? { amount, schedule } : null,
    };
  },

  save(db: DbOrTx, classId: number, { regularDeposit, ...rules }: ClassRules) {
    db.update(classes)
      .set({
        ...rules,
        markets: rules.markets.join(','),
        timetable: JSON.stringify(rules.timetable),
        regularDepositAmount: regularDeposit?.amount ?? null,
        regularDepositSchedule: regularDeposit?.schedule ?? null,
      })
      .where(eq(classes.id, classId))
      .run();
  },

  logChange(
    db: DbOrTx,
    row: { classId: number; changedBy: number; changes: RuleChange[]; at: Date },
  ) {
    db.insert(classRuleChanges)
      .values({
        classId: row.classId,
        changedBy: row.changedBy,
        changes: JSON.stringify(row.changes),
        createdAt: row.at,
      })
      .run();
  },

  changes(db: DbOrTx, classId: number, limit: number) {
    return db
      .select({
        id: classRuleChanges.id,
        changedAt: classRuleChanges.createdAt,
        changedBy: users.name,
        changes: classRuleChanges.changes,
      })
      .from(classRuleChanges)
      .leftJoin(users, eq(users.id, classRuleChanges.changedBy))
      .where(eq(classRuleChanges.classId, classId))
      .orderBy(desc(classRuleChanges.createdAt), desc(classRuleChanges.id))
      .limit(limit)
      .all()
      .map((row) => ({
        id: row.id,
        changedAt: row.changedAt.toISOString(),
        changedBy: row.changedBy ?? '-',
        changes: zRuleChange.array().parse(JSON.parse(row.changes)),
      }));
  },
};
