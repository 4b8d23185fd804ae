import { useAtomValue, useSetAtom } from 'jotai';
import { call } from '../../api/call';
import { feedbackApi } from '../../../shared/contracts/trading';
import { Spinner } from '../../components/Spinner';
import { errorMessage, notify } from '../../components/toast';
import { useApiData } from '../../hooks/useApiData';
import { useLoadErrorHandler } from '../../hooks/useLoadErrorHandler';
import { feedbackUnreadAtom, reviewNoticeAtom } from './feedback-state';
import { TradeFeedbackCard } from './TradeFeedbackCard';
import '../teacher-student/teacher-student.css';
import './feedback.css';

export function FeedbackPage() {
  const setUnread = useSetAtom(feedbackUnreadAtom);
  // A review arriving while the page is open shows at once.
  const notice = useAtomValue(reviewNoticeAtom);
  const onError = useLoadErrorHandler('데이터를 불러오는데 실패했습니다');
  const { data, loading, reload } = useApiData(
    `feedback:${notice?.reviewId ?? 0}:${notice?.serverTime ?? 0}`,
    async (signal) => {
      const feedback = await call(feedbackApi.get, { signal });
      setUnread(feedback.unreadCount);
      return feedback;
    },
    onError,
  );

  async function markRead(reviewId: number) {
    try {
      await call(feedbackApi.markRead, { params: { id: reviewId } });
      await reload();
    } catch (failure) {
      notify.error(errorMessage(failure, '데이터를 불러오는데 실패했습니다'));
    }
  }

  if (loading && !data) return <Spinner />;
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
              onMarkRead={(id) => void markRead(id)}
              onChanged={() => void reload()}
            />
          ))}
        </div>
      )}
    </section>
  );
}
