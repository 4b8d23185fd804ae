import { useState } from 'react';
import type { QueueItem, Rubric } from '../../../../shared/schemas/reviews';

export interface ReviewDraft {
  levels: Map<number, number>;
  comment: string;
  focused: number;
}

/** The existing review's levels when it was given with the current criteria, else none. */
function initialDraft(item: QueueItem | undefined, rubric: Rubric): ReviewDraft {
  const current = new Set(rubric.criteria.map((c) => c.id));
  const scores = item?.review?.scores.filter((s) => current.has(s.criterionId)) ?? [];
  return {
    levels: new Map(scores.map((s) => [s.criterionId, s.level])),
    comment: item?.review?.comment ?? '',
    focused: 0,
  };
}

/** Levels picked per criterion, the comment and which criterion the number keys score. */
export function useReviewDraft(item: QueueItem | undefined, rubric: Rubric) {
  const key = `${item?.trade.id}:${rubric.version}:${item?.review?.reviewedAt}`;
  const [state, setState] = useState({ key, draft: initialDraft(item, rubric) });
  const draft = state.key === key ? state.draft : initialDraft(item, rubric);
  const update = (change: Partial<ReviewDraft>) =>
    setState({ key, draft: { ...draft, ...change } });
  const count = rubric.criteria.length;

  return {
    draft,
    complete: rubric.criteria.every((c) => draft.levels.has(c.id)),
    /** Picks a level for the focused criterion (or the one given) and moves to the next. */
    pick(level: number, index = draft.focused) {
      const criterion = rubric.criteria[index];
      if (!criterion || level < 1 || level > criterion.levels.length) return;
      const levels = new Map(draft.levels).set(criterion.id, level);
      update({ levels, focused: Math.min(index + 1, count - 1) });
    },
    focus: (index: number) => update({ focused: (index + count) % count }),
    setComment: (comment: string) => update({ comment }),
  };
}
