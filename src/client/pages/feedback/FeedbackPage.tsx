import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { feedbackApi } from '../../../shared/contracts/trading';
import { Spinner } from '../../components/Spinner';
import { useApiMutation } from '../../data/useApiMutation';
import { useApiQuery, useQueryErrors } from '../../data/useApiQuery';
import { useLoadErrorHandler } from '../../hooks/useLoadErrorHandler';
import { feedbackUnreadAtom, reviewNoticeAtom } from '../../state/feedback';
import { TradeFeedbackCard } from './TradeFeedbackCard';
import '../../components/reviews/activity.css';
import '../../components/reviews/feedback.css';

export function FeedbackPage() {
  const setUnread = useSetAtom(feedbackUnreadAtom);
  // A review arriving while the page is open shows at once.
  const notice = useAtomValue(reviewNoticeAtom);
  const onError = useLoadErrorHandler('데이터를 불러오는데 실패했습니다');
  const feedback = useApiQuery(feedbackApi.get);
  useQueryErrors(onError, feedback);
  const { data, dataUpdatedAt, refetch } = feedback;
  const markRead = useApiMutation(feedbackApi.markRead, {
    invalidates: [feedbackApi.get],
    fallback: '데이터를 불러오는데 실패했습니다',
  });
  // A review arriving while the page is open refetches; the one heard before it opened does not.
  const heard = useRef(notice);
  useEffect(() => {
    if (notice === heard.current) return;
    heard.current = notice;
    void refetch();
  }, [notice, refetch]);
  // Every answer tells the menu's badge how many are unread.
  useEffect(() => {
    if (data) setUnread(data.unreadCount);
  }, [data, dataUpdatedAt, setUnread]);

  if (feedback.isPending) return <Spinner />;
  return (
    <section className="page feedback-page">
      <header className="page-header">
        <div>
          <h1 className="page-title">피드백</h1>
          <p className="muted">선생님이 평가한 투자 판단 근거와 코멘트예요.</p>
        </div>
      </header>
      {!data || data.items.length === 0 ? (
        <p className="card empty-state">아직 받은 피드백이 없어요</p>
      ) : (
        <div className="feedback-list">
          {data.items.map((item) => (
            <TradeFeedbackCard
              key={item.id}
              item={item}
              onMarkRead={(id) => void markRead.send({ params: { id } })}
              onChanged={() => void refetch()}
            />
          ))}
        </div>
      )}
    </section>
  );
}
