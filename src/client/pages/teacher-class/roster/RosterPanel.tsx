import { useSetAtom } from 'jotai';
import { useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { RosterRow, SkippedLine } from '../../../../shared/schemas/roster';
import type { ClassDetail } from '../../../../shared/schemas/teacher';
import { call } from '../../../api/call';
import { teacherStudentsApi } from '../../../../shared/contracts/teacher-classes';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { errorMessage, notify } from '../../../components/toast';
import { decodeRosterBytes } from './decode-roster';
import { loginCardsAtom } from './login-cards';
import { RosterPreviewTable } from './RosterPreviewTable';

const EXAMPLE = '학년,반,번호,이름\n1,3,1,김가람\n1,3,2,이나래';

/** 명렬표 가져오기: paste or choose a file, see what will happen, then create and print cards. */
export function RosterPanel({
  detail,
  onImported,
}: {
  detail: ClassDetail;
  onImported: () => void;
}) {
  const [text, setText] = useState('');
  const [rows, setRows] = useState<RosterRow[] | null>(null);
  const [skipped, setSkipped] = useState<SkippedLine[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const setCards = useSetAtom(loginCardsAtom);
  const navigate = useNavigate();
  const errors = rows?.filter((r) => r.status === 'error').length ?? 0;

  function changeText(value: string) {
    setText(value);
    setRows(null);
    setSkipped([]);
    setFailure(null);
  }

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (file) changeText(decodeRosterBytes(await file.arrayBuffer()));
  }

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
    try {
      const result = await call(teacherStudentsApi.importRoster, {
        params: { id: detail.id },
        body: { text, confirm: errors > 0 },
      });
      notify.success(
        `학생 ${result.created.length}명을 만들고 ${result.updated.length}명을 갱신했습니다`,
      );
      onImported();
      if (result.created.length === 0) return;
      setCards({
        classId: detail.id,
        className: detail.name,
        classCode: detail.code,
        cards: result.created,
      });
      navigate(`/teacher/class/${detail.id}/cards`);
    } catch (error) {
      notify.error(errorMessage(error, '명렬표를 가져오지 못했습니다'));
    } finally {
      setConfirming(false);
    }
  }

  return (
    <section className="roster-panel" aria-labelledby="roster-title">
      <h2 id="roster-title" className="card-title">
        명렬표 가져오기
      </h2>
      <p className="muted">
        NEIS나 엑셀의 명렬표를 붙여 넣거나 CSV 파일을 고르세요. 학년, 반, 번호, 이름 제목 줄이
        있어야 합니다(순서는 상관없음, 그 위의 학교·학급 제목 줄은 건너뜁니다). 학생마다 로그인 ID와
        임시 비밀번호가 만들어지고, 다시 가져오면 이름만 고치고 없는 학생만 더합니다.
      </p>
      <label className="field">
        <span className="field-label">명렬표</span>
        <textarea
          className="input roster-text"
          rows={8}
          value={text}
          placeholder={EXAMPLE}
          onChange={(event) => changeText(event.target.value)}
        />
      </label>
      <label className="field">
        <span className="field-label">또는 파일 (CSV, UTF-8 또는 CP949)</span>
        <input type="file" accept=".csv,.tsv,.txt,text/csv" onChange={chooseFile} />
      </label>
      {failure && (
        <p className="form-alert" role="alert">
          {failure}
        </p>
      )}
      <div className="toolbar">
        <button type="button" className="button button-outline" disabled={!text} onClick={preview}>
          미리 보기
        </button>
        <button
          type="button"
          className="button button-primary"
          disabled={!rows || rows.length === errors}
          onClick={() => (errors > 0 ? setConfirming(true) : void importRoster())}
        >
          가져오기
        </button>
      </div>
      {rows && <RosterPreviewTable rows={rows} skipped={skipped} />}
      <ConfirmDialog
        open={confirming}
        title="오류 행을 빼고 가져오시겠습니까?"
        confirmLabel="오류 행 빼고 가져오기"
        onConfirm={importRoster}
        onCancel={() => setConfirming(false)}
      >
        오류가 있는 {errors}개 행은 만들지 않고, 나머지 학생만 가져옵니다.
      </ConfirmDialog>
    </section>
  );
}
