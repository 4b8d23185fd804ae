import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { call } from '../../api/call';
import { notify } from '../toast';
import { userAtom } from '../../state/session';
import { feedbackUnreadAtom, reviewNoticeAtom } from '../../state/feedback';

/** Keeps the feedback badge current for a signed-in student and toasts each new review. */
export function useReviewNotices() {
  const user = useAtomValue(userAtom);
  const notice = useAtomValue(reviewNoticeAtom);
  const setUnread = useSetAtom(feedbackUnreadAtom);
  // Until a temporary password is replaced the server answers nothing but the change; until a
  // guardian's consent is confirmed, nothing at all.
  const isStudent =
    user?.role === 'STUDENT' && !user.mustChangePassword && !user.guardianConsentPending;

  useEffect(() => {
    if (!isStudent) return setUnread(null);
    const controller = new AbortController();
    // Imported here, not above: the feedback schemas would bring the trading schemas into the
    // first script, past the /login budget (tests/e2e/loading.spec.ts).
    import('../../../shared/contracts/trading')
      .then(({ feedbackApi }) => call(feedbackApi.get, { signal: controller.signal }))
      .then((feedback) => setUnread(feedback.unreadCount))
      .catch(() => undefined);
    return () => controller.abort();
  }, [isStudent, setUnread]);

  useEffect(() => {
    if (!notice || !isStudent) return;
    notify.info(`선생님이 ${notice.stockName} 거래의 근거를 평가했어요`);
    setUnread((count) => (count ?? 0) + 1);
  }, [notice, isStudent, setUnread]);
}
