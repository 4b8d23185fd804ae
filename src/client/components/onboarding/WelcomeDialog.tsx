import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatWon } from '../../../shared/format';
import type { User } from '../../../shared/schemas/user';
import { call } from '../../api/call';
import { onboardingApi } from '../../../shared/contracts/onboarding';
import { useApiQuery } from '../../data/useApiQuery';
import { updateUserAtom } from '../../state/session';
import { Modal } from '../Modal';
import { notify } from '../toast';
import { nextStep } from './welcome-step';
import './welcome.css';

// The three habits the class grades (근거 with each trade, 회고 after it, the class's rules).
const asks = [
  ['근거', '사고팔 때마다 왜 그렇게 판단했는지 투자 근거를 적어요.'],
  ['회고', '거래한 뒤 피드백 화면에서 결과를 돌아보고 회고를 남겨요.'],
  [
    '규칙',
    '거래 시간, 수수료, 한 종목 비중 같은 우리 반 규칙을 지켜요. 대시보드에서 볼 수 있어요.',
  ],
] as const;

/** A student's first sign-in: the class, its starting money, what it asks and where to begin. */
export function WelcomeDialog({ user }: { user: User }) {
  const { data } = useApiQuery(onboardingApi.welcome);
  const updateUser = useSetAtom(updateUserAtom);
  const navigate = useNavigate();
  const [closing, setClosing] = useState(false);
  const next = data && nextStep(data);

  // Closing in any way counts as seen: the welcome never comes back.
  async function finish(next?: string) {
    setClosing(true);
    try {
      updateUser(await call(onboardingApi.done));
      if (next) navigate(next);
    } catch {
      setClosing(false);
      notify.error('저장하지 못했어요. 잠시 후 다시 눌러 주세요.');
    }
  }

  return (
    <Modal
      open={data !== undefined}
      title={`${user.name}님, 환영해요!`}
      onClose={() => void finish()}
      footer={
        <>
          <button
            type="button"
            className="button button-ghost"
            disabled={closing}
            onClick={() => void finish()}
          >
            건너뛰기
          </button>
          <button
            type="button"
            className="button button-primary"
            disabled={closing}
            onClick={() => void finish(next?.to)}
          >
            {next?.action ?? '시작하기'}
          </button>
        </>
      }
    >
      {data && (
        <div className="welcome">
          <p className="welcome-cash">
            {data.className ? `${data.className}에서 ` : ''}가상 자금{' '}
            <strong>{formatWon(data.startingCash)}</strong>으로 모의투자를 시작해요.
          </p>
          <h3 className="welcome-heading">이 수업에서 지킬 세 가지</h3>
          <dl className="welcome-asks">
            {asks.map(([term, text]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{text}</dd>
              </div>
            ))}
          </dl>
          <h3 className="welcome-heading">어디서 시작할까요?</h3>
          <p>{next?.text}</p>
        </div>
      )}
    </Modal>
  );
}
