import { useState, type FormEvent } from 'react';
import { studentDataApi } from '../../../shared/contracts/student-data';
import { nameChangeStatusLabels } from '../../../shared/schemas/name-change';
import { downloadFile } from '../../api/client';
import { TextField } from '../../components/FormField';
import { notify } from '../../components/toast';
import { useApiMutation } from '../../data/useApiMutation';
import { useApiQuery } from '../../data/useApiQuery';

/** 내 정보: everything StockClass holds about the student, and a request to correct their name. */
export function MyDataCard() {
  const latest = useApiQuery(studentDataApi.myNameChange);
  const [name, setName] = useState('');
  const request = useApiMutation(studentDataApi.requestNameChange, {
    invalidates: [studentDataApi.myNameChange],
    success: '이름 정정을 요청했어요',
  });

  async function download() {
    try {
      await downloadFile(studentDataApi.myData, undefined, '내 정보.zip');
    } catch {
      notify.error('내 정보를 내려받지 못했어요');
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await request.send({ body: { name } })) setName('');
  }

  return (
    <div className="card my-data-card">
      <h2 className="card-title">내 정보</h2>
      <p className="field-hint">
        계정, 거래와 매매 이유, 돌아보기, 선생님 평가와 점수, 과제와 답, 단일가 주문, 자산 기록,
        관심종목, 이름 정정 요청, 로그인 기록, 선생님이 내 기록을 본 기록을 ZIP으로 받아요. 지난
        학기 클래스의 기록은 그 클래스 이름의 폴더에 있어요.
      </p>
      <button type="button" className="button button-small" onClick={() => void download()}>
        내 정보 내려받기 (ZIP)
      </button>
      <form onSubmit={(event) => void submit(event)}>
        <TextField
          label="이름 정정 요청"
          value={name}
          maxLength={30}
          onChange={(event) => setName(event.target.value)}
          hint={
            latest.data
              ? `최근 요청: ${latest.data.name} (${nameChangeStatusLabels[latest.data.status]})`
              : '이름이 틀렸다면 바른 이름을 적어 주세요. 선생님이 확인하면 바뀌어요.'
          }
        />
        <button type="submit" className="button button-small" disabled={request.pending}>
          요청하기
        </button>
      </form>
    </div>
  );
}
