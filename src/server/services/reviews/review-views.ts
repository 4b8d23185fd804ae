import { maxPointsOf } from '../../../shared/domain/review/scoring';
import type { Reflection, Review } from '../../../shared/schemas/reviews';
import type { DbOrTx } from '../../db/repos/db-or-tx';
import { reviewsRepo } from '../../db/repos/reviews.repo';
import { toCriterion } from './rubric.service';

/** Reviews of these trades as the API shows them, each with the rubric version it was given with. */
export function reviewsByTrade(db: DbOrTx, tradeIds: number[]): Map<number, Review> {
  const reviews = reviewsRepo.reviewsOfTrades(db, tradeIds);
  const versions = reviewsRepo.versionsById(db, [
    ...new Set(reviews.map((r) => r.rubricVersionId)),
  ]);
  const criteria = new Map(
    reviewsRepo.criteriaOf(db, [...versions.keys()]).map((row) => [row.id, toCriterion(row)]),
  );
  const scores = reviewsRepo.scoresOf(
    db,
    reviews.map((r) => r.id),
  );
  const result = new Map<number, Review>();
  for (const review of reviews) {
    const own = scores
      .filter((score) => score.reviewId === review.id)
      .flatMap((score) => {
        const criterion = criteria.get(score.criterionId);
        const level = criterion?.levels[score.level - 1];
        if (!criterion || !level) return [];
        return [
          {
            criterionId: criterion.id,
            name: criterion.name,
            level: score.level,
            label: level.label,
            points: level.points,
            maxPoints: maxPointsOf(criterion),
          },
        ];
      });
    result.set(review.tradeId, {
      id: review.id,
      tradeId: review.tradeId,
      rubricVersion: versions.get(review.rubricVersionId)?.version ?? 0,
      scores: own,
      totalPoints: own.reduce((sum, s) => sum + s.points, 0),
      maxPoints: own.reduce((sum, s) => sum + s.maxPoints, 0),
      comment: review.comment,
      reviewerName: review.reviewerName,
      reviewedAt: review.reviewedAt.toISOString(),
      readAt: review.readAt?.toISOString() ?? null,
    });
  }
  return result;
}

export function reflectionsByTrade(db: DbOrTx, tradeIds: number[]): Map<number, Reflection> {
  return new Map(
    reviewsRepo.reflectionsOfTrades(db, tradeIds).map((row) => [
      row.tradeId,
      {
        text: row.text,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      },
    ]),
  );
}
