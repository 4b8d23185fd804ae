import {
  explainCertaintyEquivalent,
  meanVariance,
  MIN_UTILITY_RETURNS,
  outcomes,
  thinReturnsMessage,
  UTILITIES,
  UTILITY_KINDS,
  wealthDistribution,
  type UtilityKind,
} from '../../../shared/domain/lessons/utility';
import { metric as lessonMetric } from '../../../shared/domain/maths/lessons';
import type { ValuePoint } from '../../../shared/schemas/trading';
import type { UtilityLesson } from '../../../shared/schemas/lessons/utility';
import type { AuthUser } from '../accounts/authentication';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import type { DbOrTx } from '../../db/repos/db-or-tx';
import { dailyCloses } from '../valuation/value-history';
import { lessonSubject } from './lesson-subject';

const LABELS: Record<UtilityKind, string> = {
  sqrt: '√W (위험 회피)',
  log: 'ln W (위험 회피)',
  linear: 'W (위험 중립)',
  square: 'W² (위험 선호)',
};

/** KOSPI's daily returns on the same days as the portfolio's (a day without a level: skipped). */
function kospiReturns(points: ValuePoint[]): number[] {
  return points.slice(1).flatMap((p, i) => {
    const before = points[i]!.kospi;
    return p.kospi !== null && before !== null && before > 0 ? [p.kospi / before - 1] : [];
  });
}

function choice(
  key: UtilityLesson['choices'][number]['key'],
  label: string,
  wealth: number,
  returns: number[],
) {
  const wealths = outcomes(wealth, returns);
  return {
    key,
    label,
    ...meanVariance(returns),
    certainty: UTILITY_KINDS.map((kind) =>
      lessonMetric(
        `${key}-${kind}`,
        `${label} 확실성 등가 · U = ${LABELS[kind]}`,
        explainCertaintyEquivalent(kind, wealths),
      ),
    ),
  };
}

/** U(W) ÷ U(W₀) at 21 points from 0.5W₀ to 1.5W₀: the four shapes on one scale. */
function shapes(): UtilityLesson['shapes'] {
  return UTILITY_KINDS.map((kind) => {
    const { u } = UTILITIES[kind];
    // On W in units of W₀ (= 1): ln is shifted so that ln-utility is 1 at W₀ like the others.
    const scaled = kind === 'log' ? (w: number) => 1 + Math.log(w) : u;
    return {
      key: kind,
      label: LABELS[kind],
      points: Array.from({ length: 21 }, (_, i) => {
        const w = 0.5 + i / 20;
        return [w, Math.round(scaled(w) * 10_000) / 10_000] as [number, number];
      }),
    };
  });
}

/**
 * The finished days' closes only (not today's live value): a close does not move while a student
 * works, so the 과제's answer is the figure the lesson showed.
 */
export const closesOf = (db: DbOrTx, userId: number, now: Date) =>
  dailyCloses(db, userId, '0000-01-01', now);

/** 12경수02-03: the student's real daily returns as a distribution of tomorrow's wealth. */
export function createUtilityLessonService(deps: { db: Db; clock: Clock }) {
  return {
    of(actor: AuthUser, student: number | undefined): UtilityLesson {
      const account = lessonSubject(deps.db, actor, student);
      const points = closesOf(deps.db, account.id, deps.clock.now());
      const { wealth, returns } = wealthDistribution(points);
      const base = { wealth, days: returns.length, shapes: shapes() };
      if (returns.length < MIN_UTILITY_RETURNS || wealth <= 0)
        return {
          ...base,
          missing: thinReturnsMessage(returns.length),
          from: null,
          to: null,
          choices: [],
        };
      const kospi = kospiReturns(points);
      return {
        ...base,
        missing: null,
        from: points[0]!.date,
        to: points.at(-1)!.date,
        choices: [
          choice(
            'cash',
            '현금',
            wealth,
            returns.map(() => 0),
          ),
          choice('portfolio', '내 포트폴리오', wealth, returns),
          ...(kospi.length >= MIN_UTILITY_RETURNS ? [choice('kospi', 'KOSPI', wealth, kospi)] : []),
        ],
      };
    },
  };
}

export type UtilityLessonService = ReturnType<typeof createUtilityLessonService>;
