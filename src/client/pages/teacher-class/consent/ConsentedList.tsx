import { formatDateTime } from '../../../../shared/format';
import {
  consentMethodLabels,
  type ConsentStudent,
} from '../../../../shared/schemas/guardian-consent';

/** Who has a recorded consent: received when and how, confirmed by whom and when. */
export function ConsentedList({ consented }: { consented: ConsentStudent[] }) {
  return (
    <details className="consented">
      <summary>동의를 확인한 학생 {consented.length}명</summary>
      <ul className="consented-list">
        {consented.map(({ id, number, name, consent }) => (
          <li key={id}>
            <strong>
              {number ? `${number} ` : ''}
              {name}
            </strong>
            <span className="muted">
              {' '}
              {consent!.receivedOn} {consentMethodLabels[consent!.method]} · 확인{' '}
              {consent!.confirmedByName ?? '(삭제된 계정)'} {formatDateTime(consent!.confirmedAt)}
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
