import { DomainError } from '../domain-error';
import { reviewMessages as m } from '../../review-messages';
import type { RubricCriterion } from '../../schemas/reviews';

export interface LevelPick {
  criterionId: number;
  level: number;
}

/**
 * Checks a review against the rubric it is given with: every criterion scored once, each level
 * one the criterion has. Returns the picks in the rubric's order.
 */
export function checkScores(criteria: RubricCriterion[], picks: LevelPick[]): LevelPick[] {
  const byId = new Map(picks.map((pick) => [pick.criterionId, pick]));
  if (byId.size !== picks.length) throw new DomainError('VALIDATION_ERROR', m.allCriteriaScored);
  const known = new Set(criteria.map((c) => c.id));
  if (picks.some((pick) => !known.has(pick.criterionId))) {
    throw new DomainError('VALIDATION_ERROR', m.unknownCriterion);
  }
  return criteria.map((criterion) => {
    const pick = byId.get(criterion.id);
    if (!pick) throw new DomainError('VALIDATION_ERROR', m.allCriteriaScored);
    if (pick.level < 1 || pick.level > criterion.levels.length) {
      throw new DomainError('VALIDATION_ERROR', m.levelOutOfRange);
    }
    return pick;
  });
}

export const maxPointsOf = (criterion: Pick<RubricCriterion, 'levels'>) =>
  Math.max(0, ...criterion.levels.map((level) => level.points));

export interface ScoredCriterion {
  name: string;
  points: number;
  maxPoints: number;
}

export interface CriterionAverage {
  name: string;
  /** Mean of points ÷ max points, as a percent; rubric versions with other points compare. */
  percent: number;
  count: number;
}

/** Average per criterion name, over reviews given with any rubric version. */
export function criterionAverages(scores: ScoredCriterion[]): CriterionAverage[] {
  const sums = new Map<string, { total: number; count: number }>();
  for (const score of scores) {
    if (score.maxPoints <= 0) continue;
    const entry = sums.get(score.name) ?? { total: 0, count: 0 };
    entry.total += score.points / score.maxPoints;
    entry.count += 1;
    sums.set(score.name, entry);
  }
  return [...sums].map(([name, { total, count }]) => ({
    name,
    percent: Math.round((total / count) * 1000) / 10,
    count,
  }));
}

/** Mean of each review's total ÷ its maximum, as a percent (one decimal); null without reviews. */
export function averageShare(reviews: Array<{ totalPoints: number; maxPoints: number }>) {
  const scored = reviews.filter((review) => review.maxPoints > 0);
  if (scored.length === 0) return null;
  const sum = scored.reduce((total, review) => total + review.totalPoints / review.maxPoints, 0);
  return Math.round((sum / scored.length) * 1000) / 10;
}
