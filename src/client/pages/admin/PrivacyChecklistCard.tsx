import { adminPrivacyApi } from '../../../shared/contracts/privacy';
import { formatDateTime } from '../../../shared/format';
import { messages } from '../../../shared/messages';
import { Spinner } from '../../components/Spinner';
import { useApiQuery } from '../../data/useApiQuery';

const STATUS = { MET: '충족', CHECK: '확인 필요' } as const;

/** 학습지원 소프트웨어 점검표: the 선정 기준's 필수기준 answered by this server, printable on A4. */
export function PrivacyChecklistCard() {
  const { data, error } = useApiQuery(adminPrivacyApi.checklist);
  if (!data) return <div className="card">{error ? messages.loadFailed : <Spinner />}</div>;
  return (
    <section className="card privacy-checklist" aria-labelledby="privacy-checklist-title">
      <div className="privacy-checklist-head">
        <h2 id="privacy-checklist-title" className="section-title">
          학습지원 소프트웨어 점검표 (StockClass)
        </h2>
        <button type="button" className="button" onClick={() => window.print()}>
          인쇄 (A4)
        </button>
      </div>
      <p className="muted">
        교육부 「학습지원 소프트웨어 선정 기준」 필수기준(개인정보 보호)을 이 서버의 지금 설정으로
        답한 표입니다. 학교운영위원회 심의 자료에 붙이세요. 작성: {formatDateTime(data.generatedAt)}{' '}
        · 버전 {data.version}
      </p>
      <table className="privacy-checklist-table">
        <thead>
          <tr>
            <th scope="col">기준</th>
            <th scope="col">점검 항목</th>
            <th scope="col">이 서버의 답</th>
            <th scope="col">결과</th>
          </tr>
        </thead>
        <tbody>
          {data.items.map((item) => (
            <tr key={item.id} data-item={item.id}>
              <td>{item.criterion}</td>
              <th scope="row">{item.item}</th>
              <td>{item.answer}</td>
              <td className={item.status === 'MET' ? 'checklist-met' : 'checklist-check'}>
                {STATUS[item.status]}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted">
        선택기준(교육목표 적합성, 콘텐츠 품질, 사용 환경, 접근성, 지원 체계)은 학교가 정해
        판단합니다.
      </p>
    </section>
  );
}
