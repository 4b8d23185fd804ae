import { useAtomValue } from 'jotai';
import { feedbackUnreadAtom } from '../../state/feedback';

export function FeedbackBadge() {
  const unread = useAtomValue(feedbackUnreadAtom);
  if (!unread) return null;
  return (
    <span className="count-badge feedback-badge" aria-label={`읽지 않은 피드백 ${unread}개`}>
      {unread}
    </span>
  );
}
