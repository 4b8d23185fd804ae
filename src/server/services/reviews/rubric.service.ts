import { DEFAULT_RUBRIC } from '../../../shared/domain/review/default-rubric';
import { zRubricInput, type Rubric, type RubricCriterion } from '../../../shared/schemas/reviews';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import type { DbOrTx } from '../../db/repos/db-or-tx';
import { reviewsRepo, type CriterionRow, type RubricVersionRow } from '../../db/repos/reviews.repo';
import type { AuthUser } from '../accounts/authentication';
import { findManagedClass } from '../classes/class-access';

export const toCriterion = (row: CriterionRow): RubricCriterion => ({
  id: row.id,
  name: row.name,
  description: row.description,
  levels: row.levels,
});

function insertVersion(
  tx: DbOrTx,
  classId: number,
  input: ReturnType<typeof zRubricInput.parse>,
  meta: { version: number; createdBy: number | null; at: Date },
): RubricVersionRow {
  const version = reviewsRepo.insertVersion(tx, {
    classId,
    version: meta.version,
    createdBy: meta.createdBy,
    createdAt: meta.at,
  });
  reviewsRepo.insertCriteria(
    tx,
    input.criteria.map((criterion, position) => ({
      rubricVersionId: version.id,
      position,
      ...criterion,
    })),
  );
  return version;
}

/**
 * The class's current rubric. A class that never saved one gets the default as version 1 on
 * first use, so every review points at criteria that exist in the database.
 */
export function currentRubric(tx: DbOrTx, classId: number, at: Date) {
  const version =
    reviewsRepo.latestVersion(tx, classId) ??
    insertVersion(tx, classId, zRubricInput.parse(DEFAULT_RUBRIC), {
      version: 1,
      createdBy: null,
      at,
    });
  return { version, criteria: reviewsRepo.criteriaOf(tx, [version.id]).map(toCriterion) };
}

/** A successor class starts from the rubric the old one ended with (none saved: the default). */
export function copyRubric(
  tx: DbOrTx,
  from: number,
  to: number,
  meta: { createdBy: number; at: Date },
) {
  const latest = reviewsRepo.latestVersion(tx, from);
  if (!latest) return;
  const criteria = reviewsRepo
    .criteriaOf(tx, [latest.id])
    .map(({ name, description, levels }) => ({ name, description, levels }));
  insertVersion(tx, to, { criteria }, { version: 1, ...meta });
}

const sameCriteria = (
  current: RubricCriterion[],
  input: ReturnType<typeof zRubricInput.parse>['criteria'],
) =>
  JSON.stringify(
    current.map(({ name, description, levels }) => ({ name, description, levels })),
  ) ===
  JSON.stringify(input.map(({ name, description, levels }) => ({ name, description, levels })));

export function createRubricService({ db, clock }: { db: Db; clock: Clock }) {
  function rubricOf(tx: DbOrTx, classId: number, reflectionRequired: boolean): Rubric {
    const { version, criteria } = currentRubric(tx, classId, clock.now());
    return {
      classId,
      version: version.version,
      criteria,
      reflectionRequired,
      reviewCount: reviewsRepo.reviewCountOfClass(tx, classId),
    };
  }

  return {
    rubricOf,

    get(actor: AuthUser, classId: number): Rubric {
      const klass = findManagedClass(db, actor, classId);
      return db.transaction((tx) => rubricOf(tx, classId, klass.reflectionRequired), {
        behavior: 'immediate',
      });
    },

    /** Saving a change adds a version; reviews already given keep theirs. */
    save(actor: AuthUser, classId: number, input: ReturnType<typeof zRubricInput.parse>): Rubric {
      const klass = findManagedClass(db, actor, classId);
      return db.transaction(
        (tx) => {
          const current = currentRubric(tx, classId, clock.now());
          if (!sameCriteria(current.criteria, input.criteria)) {
            insertVersion(tx, classId, input, {
              version: current.version.version + 1,
              createdBy: actor.id,
              at: clock.now(),
            });
          }
          return rubricOf(tx, classId, klass.reflectionRequired);
        },
        { behavior: 'immediate' },
      );
    },

    setReflectionRequired(actor: AuthUser, classId: number, required: boolean): Rubric {
      findManagedClass(db, actor, classId);
      return db.transaction(
        (tx) => {
          reviewsRepo.setReflectionRequired(tx, classId, required);
          return rubricOf(tx, classId, required);
        },
        { behavior: 'immediate' },
      );
    },
  };
}

export type RubricService = ReturnType<typeof createRubricService>;
