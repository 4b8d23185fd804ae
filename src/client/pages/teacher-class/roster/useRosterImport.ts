import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { teacherStudentsApi } from '../../../../shared/contracts/teacher-classes';
import type { RosterRow, SkippedLine } from '../../../../shared/schemas/roster';
import type { ClassDetail } from '../../../../shared/schemas/teacher';
import { call } from '../../../api/call';
import { errorMessage, notify } from '../../../components/toast';
import { useApiMutation } from '../../../data/useApiMutation';
import { afterStudentsChange } from '../class-resources';
import { loginCardsAtom } from './login-cards';

/**
 * 명렬표 가져오기's state: the pasted text, its preview, and the import that creates the
 * students, refreshes the class and sends new ones' cards to print.
 */
export function useRosterImport(detail: ClassDetail) {
  const [text, setText] = useState('');
  const [rows, setRows] = useState<RosterRow[] | null>(null);
  const [skipped, setSkipped] = useState<SkippedLine[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const setCards = useSetAtom(loginCardsAtom);
  const navigate = useNavigate();
  const importing = useApiMutation(teacherStudentsApi.importRoster, {
    invalidates: afterStudentsChange,
    fallback: '명렬표를 가져오지 못했습니다',
  });
  const errors = rows?.filter((r) => r.status === 'error').length ?? 0;

  function changeText(value: string) {
    setText(value);
    setRows(null);
    setSkipped([]);
    setFailure(null);
  }

  // The preview writes nothing and its failure belongs beside the text, not in a toast.
  async function preview() {
    try {
      const answer = await call(teacherStudentsApi.previewRoster, {
        params: { id: detail.id },
        body: { text },
      });
      setRows(answer.rows);
      setSkipped(answer.skipped);
    } catch (error) {
      setFailure(errorMessage(error, '명렬표를 읽지 못했습니다'));
    }
  }

  async function importRoster() {
    const result = await importing.send({
      params: { id: detail.id },
      body: { text, confirm: errors > 0 },
    });
    setConfirming(false);
    if (!result) return;
    notify.success(
      `학생 ${result.created.length}명을 만들고 ${result.updated.length}명을 갱신했습니다`,
    );
    if (result.created.length === 0) return;
    setCards({
      classId: detail.id,
      className: detail.name,
      classCode: detail.code,
      cards: result.created,
    });
    navigate(`/teacher/class/${detail.id}/cards`);
  }

  return {
    text,
    rows,
    skipped,
    failure,
    errors,
    confirming,
    changeText,
    preview,
    importRoster,
    /** 가져오기: straight away, or after confirming that the error rows are left out. */
    start: () => (errors > 0 ? setConfirming(true) : void importRoster()),
    cancel: () => setConfirming(false),
  };
}
