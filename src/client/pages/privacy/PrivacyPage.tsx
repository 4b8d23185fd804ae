import { privacyApi } from '../../../shared/contracts/privacy';
import { messages } from '../../../shared/messages';
import type { PrivacyPolicy } from '../../../shared/schemas/privacy';
import { Spinner } from '../../components/Spinner';
import { useApiQuery } from '../../data/useApiQuery';
import './privacy.css';

/** /privacy: the 개인정보 처리방침 (개인정보 보호법 제30조), its facts from the running server. */
export function PrivacyPage() {
  const { data, error } = useApiQuery(privacyApi.policy);
  return (
    <section className="page privacy-page">
      <header className="page-header">
        <h1 className="page-title">개인정보 처리방침</h1>
      </header>
      {data ? <Policy policy={data} /> : error ? <p>{messages.loadFailed}</p> : <Spinner />}
    </section>
  );
}

/** The 처리방침's text for the facts the server answered. */
export function Policy({ policy }: { policy: PrivacyPolicy }) {
  return (
    <div className="privacy-body">
      <p>
        이 학교는 경제수학 모의투자 수업을 위해 StockClass를 학교 서버에서 직접 운영해요. 이 방침은
        지금 돌아가는 서버의 설정을 그대로 읽어 보여 줘요.
      </p>
      <Collected />
      <Retention policy={policy} />
      <WhoSees />
      <Rights />
      <Safeguards refreshTokenDays={policy.refreshTokenDays} />
      <Sharing policy={policy} />
      <Officer policy={policy} />
      <Children middleSchoolClasses={policy.middleSchoolClasses} />
    </div>
  );
}

/** What StockClass holds per role: the 처리방침's table, and the guardian's consent form's. */
export function Collected() {
  return (
    <section aria-labelledby="privacy-collected">
      <h2 id="privacy-collected">1. 처리하는 개인정보와 목적</h2>
      <table className="privacy-table">
        <thead>
          <tr>
            <th scope="col">누구</th>
            <th scope="col">항목</th>
            <th scope="col">목적</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">학생</th>
            <td>
              이름, 로그인 ID(학번으로 만든 ID 또는 이메일), 비밀번호, 클래스, 수업 중 남기는
              기록(거래·주문과 매매 이유, 돌아보기, 과제 답과 설명), 이름 정정 요청, 중학교 학급이면
              보호자 동의 확인 기록(받은 날짜와 방법)
            </td>
            <td>
              로그인, 수업 참여 승인, 모의투자 거래·과제 기록과 평가, 이름 정정, 법정대리인 동의
              확인
            </td>
          </tr>
          <tr>
            <th scope="row">교사</th>
            <td>이름, 이메일, 비밀번호, 학생에게 쓴 평가와 세특</td>
            <td>로그인, 클래스 운영, 학생 평가</td>
          </tr>
          <tr>
            <th scope="row">관리자</th>
            <td>이메일, 비밀번호</td>
            <td>서버 관리</td>
          </tr>
        </tbody>
      </table>
      <p>생년월일, 전화번호, 주소, 주민등록번호는 받지 않아요. 비밀번호는 암호화해서만 저장해요.</p>
      <p>
        자동으로 남는 기록: 로그인 시각(로그인 유지 정보의 발급과 만료), 선생님과 관리자가 학생의
        개인정보를 볼 때마다 누가·언제·무엇을 보았는지(접근 기록). 접속한 IP 주소는 저장하지 않아요.
      </p>
    </section>
  );
}

function Retention({ policy }: { policy: PrivacyPolicy }) {
  return (
    <section aria-labelledby="privacy-retention">
      <h2 id="privacy-retention">2. 보유 기간과 파기</h2>
      <p>
        클래스가 끝날 때까지 보관하고, 그 뒤 학교가 정한 보존 기간이 끝나면 관리자가 관리자 → 클래스
        기록에서 기록을 내보낸 뒤 <strong>개인정보 파기</strong>를 해요. 파기하면 이름, 학번, 로그인
        정보가 지워지고 학생이 쓴 글 속의 이름도 학생 1, 학생 2 …로 바뀌어요. 거래와 수익률 같은
        기록은 이름 없이 남아요(관리자가 파기 방식으로 모두 삭제를 고르면 남지 않아요).
      </p>
      <p>학생 한 명이 삭제를 요청하면 담당 선생님이 그 학생의 개인정보만 같은 방식으로 파기해요.</p>
      <p>
        접근 기록은 {policy.accessLogDays}일 동안 보관한 뒤 지워요. 로그인 유지 정보는{' '}
        {policy.refreshTokenDays}일이 지나면 끝나요.
      </p>
      {policy.backupKeepDays > 0 && (
        <p>
          서버의 야간 백업은 {policy.backupKeepDays}일이 지나면 저절로 지워져요. 파기한 정보도
          그때까지는 백업에 남아 있어요.
        </p>
      )}
    </section>
  );
}

function WhoSees() {
  return (
    <section aria-labelledby="privacy-who">
      <h2 id="privacy-who">3. 누가 무엇을 볼 수 있나요</h2>
      <ul>
        <li>
          <strong>학생:</strong> 자기 거래·자산·과제 기록. 순위표에는 선생님이 정한 방식(이름 전체,
          가린 이름, 자기 것만)으로 보여요.
        </li>
        <li>
          <strong>담당 교사:</strong> 자기 클래스 학생의 이름, 로그인 ID, 거래·과제 기록, 이름 정정
          요청, 보호자 동의 확인 기록.
        </li>
        <li>
          <strong>관리자:</strong> 모든 계정과 클래스 기록(승인, 비밀번호 초기화, 내보내기와 파기),
          접근 기록.
        </li>
      </ul>
    </section>
  );
}

function Rights() {
  return (
    <section aria-labelledby="privacy-rights">
      <h2 id="privacy-rights">4. 정보주체의 권리와 행사 방법</h2>
      <p>
        학생(만 14세 미만이면 법정대리인)은 자기 개인정보의 열람, 정정, 삭제, 처리정지를 요청할 수
        있어요.
      </p>
      <ul>
        <li>
          <strong>열람:</strong> 로그인해서 자기 기록을 언제든 보고, 대시보드의{' '}
          <strong>내 정보</strong>
          에서 <strong>내 정보 내려받기 (ZIP)</strong>를 누르면 StockClass가 가진 자기 정보를 모두
          받아요.
        </li>
        <li>
          <strong>정정:</strong> 내 정보의 <strong>이름 정정 요청</strong>에 바른 이름을 적으면 담당
          선생님이 확인하고 바꿔요.
        </li>
        <li>
          <strong>삭제:</strong> 담당 선생님에게 요청하면 선생님이 그 학생의 개인정보를 파기해요.
        </li>
        <li>
          <strong>처리정지와 그 밖의 요청:</strong> 담당 선생님이나 아래 개인정보 보호책임자에게
          요청하면 학교가 지체 없이 처리해요.
        </li>
      </ul>
    </section>
  );
}

function Safeguards({ refreshTokenDays }: { refreshTokenDays: number }) {
  return (
    <section aria-labelledby="privacy-safeguards">
      <h2 id="privacy-safeguards">5. 안전성 확보 조치</h2>
      <p>
        모든 정보는 학교 서버 한 곳에만 저장해요. 비밀번호는 Argon2id로 암호화하고, 로그인은{' '}
        {refreshTokenDays}일이 지나면 끝나요. 로그인 유지 정보는 브라우저 저장소에만 두고, 광고나
        방문 분석용 쿠키는 쓰지 않아요.
      </p>
    </section>
  );
}

function Sharing({ policy }: { policy: PrivacyPolicy }) {
  return (
    <section aria-labelledby="privacy-sharing">
      <h2 id="privacy-sharing">6. 제3자 제공과 처리 위탁</h2>
      <p>
        <strong>제3자 제공:</strong> 없어요.
      </p>
      {policy.outsourcing.length === 0 ? (
        <p>
          <strong>처리 위탁:</strong> 없어요. 모의 시장이 학교 서버 안에서 돌아가서 외부로 보내는
          자료가 없어요.
        </p>
      ) : (
        <>
          <p>
            <strong>처리 위탁:</strong> 없어요. 실시간 시세를 받으려고 아래 곳에 시세 요청만 보내요.
            학생·교사의 개인정보는 보내지 않아요.
          </p>
          <ul>
            {policy.outsourcing.map((provider) => (
              <li key={provider.provider}>
                {provider.name}: {provider.sent}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function Officer({ policy }: { policy: PrivacyPolicy }) {
  const officer = policy.officer;
  return (
    <section aria-labelledby="privacy-officer">
      <h2 id="privacy-officer">7. 개인정보 보호책임자</h2>
      {officer ? (
        <dl className="privacy-officer">
          <dt>이름</dt>
          <dd>{officer.name}</dd>
          {officer.department && (
            <>
              <dt>부서·직위</dt>
              <dd>{officer.department}</dd>
            </>
          )}
          <dt>연락처</dt>
          <dd>{officer.phone}</dd>
          {officer.email && (
            <>
              <dt>이메일</dt>
              <dd>{officer.email}</dd>
            </>
          )}
        </dl>
      ) : (
        <p>아직 지정되지 않았어요. 학교 관리자에게 문의해주세요.</p>
      )}
      <p className="muted">
        개인정보 침해 신고·상담: 개인정보침해신고센터(국번 없이 118),
        개인정보분쟁조정위원회(1833-6972).
      </p>
    </section>
  );
}

/** 개인정보 보호법 제22조의2, as this server applies it (docs/decisions/0043). */
function Children({ middleSchoolClasses }: { middleSchoolClasses: number }) {
  return (
    <section aria-labelledby="privacy-children">
      <h2 id="privacy-children">8. 만 14세 미만 아동의 개인정보</h2>
      <p>
        선생님이 학급을 <strong>중학교 (만 14세 미만 포함)</strong>로 표시하면, 그 학급 학생은
        보호자(법정대리인)의 동의를 선생님이 확인하기 전까지 로그인해도 동의 안내만 보고, 거래하거나
        순위·프로젝터에 나오지 않아요. 선생님은 동의서를 받은 날짜와 방법을 기록하고, 누가 언제
        확인했는지도 함께 남아요. 동의한 뒤에도 그 학생의 이름과 기록은 학급 안에서만 보이고, 학교
        전체 순위와 프로젝터·표시 링크에는 이름이 나오지 않아요.
      </p>
      <p data-testid="privacy-middle-school-count">
        {middleSchoolClasses === 0
          ? '지금 중학교로 표시된 학급은 없어요.'
          : `지금 중학교로 표시된 학급: ${middleSchoolClasses}개`}
      </p>
    </section>
  );
}
