import type { ChangeEvent } from 'react';
import type { ClassDetail } from '../../../../shared/schemas/teacher';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { decodeRosterBytes } from './decode-roster';
import { RosterPreviewTable } from './RosterPreviewTable';
import { useRosterImport } from './useRosterImport';

const EXAMPLE = '학년,반,번호,이름\n1,3,1,김가람\n1,3,2,이나래';

/** 명렬표 가져오기: paste or choose a file, see what will happen, then create and print cards. */
export function RosterPanel({ detail }: { detail: ClassDetail }) {
  const roster = useRosterImport(detail);
  const { text, rows, skipped, failure, errors, changeText } = roster;

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (file) changeText(decodeRosterBytes(await file.arrayBuffer()));
  }

  return (
    <section className="roster-panel" aria-labelledby="roster-title">
      <h2 id="roster-title" className="card-title">
        명렬표 가져오기
      </h2>
      <p className="muted">
        NEIS나 엑셀의 명렬표를 붙여 넣거나 CSV 파일을 고르세요. 학년, 반, 번호, 이름(또는 학번,
        이름) 제목 줄이 있어야 합니다(순서는 상관없음, 그 위의 학교·학급 제목 줄은 건너뜁니다).
        학생마다 로그인 ID와 임시 비밀번호가 만들어지고, 다시 가져오면 이름만 고치고 없는 학생만
        더합니다.
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
        <button
          type="button"
          className="button button-outline"
          disabled={!text}
          onClick={roster.preview}
        >
          미리 보기
        </button>
        <button
          type="button"
          className="button button-primary"
          disabled={!rows || rows.length === errors}
          onClick={roster.start}
        >
          가져오기
        </button>
      </div>
      {rows && <RosterPreviewTable rows={rows} skipped={skipped} />}
      <ConfirmDialog
        open={roster.confirming}
        title="오류 행을 빼고 가져오시겠습니까?"
        confirmLabel="오류 행 빼고 가져오기"
        onConfirm={roster.importRoster}
        onCancel={roster.cancel}
      >
        오류가 있는 {errors}개 행은 만들지 않고, 나머지 학생만 가져옵니다.
      </ConfirmDialog>
    </section>
  );
}
