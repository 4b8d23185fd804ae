import type { PendingDetails } from '../../../shared/schemas/auth';
import { AuthCard } from '../../components/auth/AuthCard';

/**
 * Shown instead of an error when a self-registered student signs in before their teacher has
 * approved them: what happens next, whom to ask, and a way to try again without retyping.
 */
export function PendingApproval({
  message,
  details,
  stillPending,
  checking,
  onRetry,
  onBack,
}: {
  message: string;
  details: PendingDetails | null;
  stillPending: boolean;
  checking: boolean;
  onRetry: () => void;
  onBack: () => void;
}) {
  const teacher = details?.teacherName ? `${details.teacherName} 선생님` : '담당 선생님';
  return (
    <AuthCard
      title="승인을 기다리고 있어요"
      lead={message}
      footer={
        <button type="button" className="button button-ghost" onClick={onBack}>
          다른 계정으로 로그인
        </button>
      }
    >
      <div className="pending-approval">
        {details?.className && (
          <dl className="pending-facts">
            <div>
              <dt>가입 신청한 클래스</dt>
              <dd>{details.className}</dd>
            </div>
            {details.teacherName && (
              <div>
                <dt>담당 선생님</dt>
                <dd>{details.teacherName}</dd>
              </div>
            )}
          </dl>
        )}
        <h2 className="pending-heading">다음에 일어날 일</h2>
        <ol className="pending-steps">
          <li>{teacher}이 클래스 화면에서 가입 요청을 승인해요.</li>
          <li>승인되면 아래 ‘다시 확인’을 누르세요. 바로 시작할 수 있어요.</li>
          <li>
            수업 시간이 지나도 승인되지 않으면 {teacher}께 이름과 가입한 이메일을 말씀드리세요.
          </li>
        </ol>
        <p className="pending-status" role="status">
          {stillPending && !checking ? '아직 승인 전이에요. 조금 뒤에 다시 확인해 주세요.' : ''}
        </p>
        <button
          type="button"
          className="button button-primary button-large button-block"
          disabled={checking}
          onClick={onRetry}
        >
          {checking ? '확인 중…' : '다시 확인'}
        </button>
      </div>
    </AuthCard>
  );
}
