import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { teacherStudentsApi } from '../../../../shared/contracts/teacher-classes';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { notify } from '../../../components/toast';
import { useApiMutation } from '../../../data/useApiMutation';
import { loginCardsAtom } from './login-cards';

/**
 * New cards for every student of the class who has not signed in and chosen a password yet:
 * cards lost or past their last day, or an import whose cards never reached the printer.
 */
export function ReissueCardsButton({ classId }: { classId: number }) {
  const [asking, setAsking] = useState(false);
  const setCards = useSetAtom(loginCardsAtom);
  const reissue = useApiMutation(teacherStudentsApi.reissueCards, {
    invalidates: [],
    fallback: '로그인 카드를 새로 만들지 못했습니다',
  });

  async function confirm() {
    const answer = await reissue.send({ params: { id: classId } });
    setAsking(false);
    if (!answer) return;
    if (answer.cards.length === 0) {
      notify.success('새로 만들 카드가 없습니다. 모든 학생이 자기 비밀번호를 정했습니다.');
      return;
    }
    setCards(answer);
    notify.success(`로그인 카드 ${answer.cards.length}장을 새로 만들었습니다`);
  }

  return (
    <>
      <button type="button" className="button" onClick={() => setAsking(true)}>
        로그인 전 학생 카드 새로 만들기
      </button>
      <ConfirmDialog
        open={asking}
        title="로그인 카드 새로 만들기"
        confirmLabel="새로 만들기"
        danger
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      >
        아직 자기 비밀번호를 정하지 않은 학생 모두에게 새 임시 비밀번호를 만듭니다. 전에 인쇄한
        카드의 임시 비밀번호는 더 이상 쓸 수 없습니다. 이미 로그인해 비밀번호를 바꾼 학생의
        비밀번호는 바뀌지 않습니다. 새 카드마다 사용 기한이 적혀 있습니다.
      </ConfirmDialog>
    </>
  );
}
