import { useEffect, useRef, type KeyboardEvent } from 'react';
import { tradeTypeLabels } from '../../../../shared/messages';
import type { QueueItem, Review, Rubric } from '../../../../shared/schemas/reviews';
import { reviewsApi } from '../../../../shared/contracts/teacher-reviews';
import { useApiMutation } from '../../../data/useApiMutation';
import { DIGITS } from './review-keys';
import { ReviewedTrade } from './ReviewedTrade';
import { ScoringForm } from './ScoringForm';
import { TradeContext } from './TradeContext';
import { useReviewDraft } from './useReviewDraft';

/** The trade being reviewed: rationale, context, reflection and the scoring form. */
export function ReviewCard({
  item,
  rubric,
  position,
  onPrevious,
  onNext,
  onSaved,
}: {
  item: QueueItem;
  rubric: Rubric;
  position: string;
  onPrevious: () => void;
  onNext: () => void;
  onSaved: (review: Review) => void;
}) {
  const review = useReviewDraft(item, rubric);
  const saving = useApiMutation(reviewsApi.review, {
    invalidates: [],
    fallback: '평가 저장에 실패했습니다',
  });
  const card = useRef<HTMLDivElement>(null);
  const comment = useRef<HTMLTextAreaElement>(null);
  const { trade } = item;

  // Keeps the keyboard flow: the next trade takes focus unless the teacher is in a filter,
  // and comes into view (after a save lower on the page, its rationale would sit above it).
  useEffect(() => {
    if (!document.activeElement?.closest('.queue-filters')) {
      card.current?.focus({ preventScroll: true });
      card.current?.scrollIntoView({ block: 'nearest' });
    }
  }, []);

  async function save() {
    if (!review.complete || saving.pending) return;
    const saved = await saving.send({
      params: { id: trade.id },
      body: {
        scores: [...review.draft.levels].map(([criterionId, level]) => ({ criterionId, level })),
        comment: review.draft.comment,
      },
    });
    if (saved) onSaved(saved);
  }

  function onKeyDown(event: KeyboardEvent) {
    const inComment = event.target === comment.current;
    if (inComment) {
      if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        void save();
      } else if (event.key === 'Escape') {
        event.stopPropagation();
        card.current?.focus();
      }
      return;
    }
    if ((event.target as HTMLElement).closest('input, select, textarea')) return;
    const digit = DIGITS[event.code];
    if (digit !== undefined) review.pick(digit);
    else if (event.code === 'ArrowDown') review.focus(review.draft.focused + 1);
    else if (event.code === 'ArrowUp') review.focus(review.draft.focused - 1);
    else if (event.code === 'KeyC') comment.current?.focus();
    else if (event.key === 'Enter' && event.target === card.current) void save();
    else return;
    event.preventDefault();
  }

  return (
    <div
      className="review-card card"
      ref={card}
      tabIndex={0}
      onKeyDown={onKeyDown}
      aria-label={`${trade.userName} ${trade.stockName} ${tradeTypeLabels[trade.type]} 평가`}
    >
      <ReviewedTrade item={item} />
      <TradeContext item={item} />
      <ScoringForm rubric={rubric} review={review} commentRef={comment} />
      <div className="review-actions">
        <button type="button" className="button button-ghost button-small" onClick={onPrevious}>
          ← 이전 (K)
        </button>
        <span className="muted small" aria-live="polite">
          {position}
          {item.review ? ' · 평가 완료' : ''}
        </span>
        <button type="button" className="button button-ghost button-small" onClick={onNext}>
          다음 (J) →
        </button>
        <button
          type="button"
          className="button button-primary"
          disabled={!review.complete || saving.pending}
          onClick={() => void save()}
        >
          저장하고 다음
        </button>
      </div>
    </div>
  );
}
