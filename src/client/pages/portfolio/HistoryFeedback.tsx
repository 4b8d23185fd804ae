import { useState } from 'react';
import type { HistoryItem } from '../../../shared/schemas/reviews';
import { Modal } from '../../components/Modal';
import { ReflectionForm } from '../../components/reviews/ReflectionForm';
import { ReviewScores } from '../../components/reviews/ReviewScores';
import { TradeOutcome } from '../../components/reviews/TradeOutcome';

/** The history row's teacher review and the student's reflection (write or edit it). */
export function HistoryFeedback({ item, onChanged }: { item: HistoryItem; onChanged: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="history-feedback">
      {item.review ? (
        <ReviewScores review={item.review} compact />
      ) : (
        <span className="muted small">평가 전</span>
      )}
      {item.reflectionDue && <span className="reflection-due">회고 필요</span>}
      {item.canReflect && (
        <button
          type="button"
          className="button button-ghost button-small"
          onClick={() => setOpen(true)}
        >
          {item.reflection ? '회고 고치기' : '회고 쓰기'}
        </button>
      )}
      {open && (
        <Modal open title={`${item.stockName} 회고`} onClose={() => setOpen(false)}>
          <blockquote className="rationale">{item.reason}</blockquote>
          <TradeOutcome item={item} />
          <ReflectionForm
            tradeId={item.id}
            initial={item.reflection?.text ?? ''}
            onSaved={() => {
              setOpen(false);
              onChanged();
            }}
          />
        </Modal>
      )}
    </div>
  );
}
