import { useAtomValue } from 'jotai';
import { Link, Navigate } from 'react-router-dom';
import { homePathFor } from '../../../shared/roles';
import { Icon, type IconName } from '../../components/Icon';
import { userAtom } from '../../state/session';

const features: Array<{ icon: IconName; title: string; body: string }> = [
  {
    icon: 'signal',
    title: '실시간 시장 데이터',
    body: '한국거래소(KRX)의 실제 KOSPI·KOSDAQ 시세로 2,879개 종목을 거래합니다. 가격은 화면과 교실 프로젝터에 실시간으로 전달됩니다.',
  },
  {
    icon: 'ruler',
    title: '경제수학 학습',
    body: '수익률, 가중평균 매입가, 분산투자를 직접 계산하며 배웁니다. 모든 거래에는 투자 판단 근거를 기록합니다.',
  },
  {
    icon: 'trophy',
    title: '경쟁과 성취',
    body: '같은 클래스 친구들과 수익률을 겨루는 리더보드로 전체 기간, 이번 달, 이번 주의 성과를 확인합니다.',
  },
];

const featureList = [
  '기술적 분석 도구가 있는 가격 차트 (이동평균선, 거래량)',
  '포트폴리오 성과와 수익률 추적',
  '학생 활동과 투자 근거를 살펴보는 교사 대시보드',
  '클래스별 수익률 리더보드',
  '1,000만 원의 가상 투자금으로 위험 없는 실전 연습',
  '인터넷이 없어도 내장된 실제 KRX 시세로 수업 가능',
];

export function LandingPage() {
  const user = useAtomValue(userAtom);
  if (user) return <Navigate to={homePathFor(user.role)} replace />;

  return (
    <div className="landing">
      <section className="hero">
        <p className="hero-eyebrow">경제수학 모의투자 교실</p>
        <h1>
          진짜 시장 데이터로 배우는
          <br />
          <span className="hero-accent">경제수학 모의투자</span>
        </h1>
        <p className="hero-lead">
          모든 학생은 <strong>10,000,000원</strong>의 가상 투자금으로 시작합니다. 실제 KOSPI·KOSDAQ
          종목을 사고팔며, 매 거래마다 투자 판단 근거를 남기고, 수익률을 수학으로 분석합니다.
        </p>
        <div className="hero-actions">
          <Link to="/register" className="button button-primary button-large">
            시작하기
          </Link>
          <Link to="/login" className="button button-outline button-large">
            로그인
          </Link>
        </div>
      </section>

      <section className="feature-cards" aria-label="주요 기능">
        {features.map((feature) => (
          <article key={feature.title} className="card feature-card">
            <span className="feature-icon" aria-hidden="true">
              <Icon name={feature.icon} size={26} />
            </span>
            <h2>{feature.title}</h2>
            <p>{feature.body}</p>
          </article>
        ))}
      </section>

      <section className="card feature-list">
        <h2>이런 것을 할 수 있어요</h2>
        <ul>
          {featureList.map((item) => (
            <li key={item}>
              <Icon name="check" size={18} /> {item}
            </li>
          ))}
        </ul>
      </section>

      <footer className="landing-footer">
        시세 출처: 한국거래소(KRX) · 이 서비스는 교육용 모의투자이며 실제 돈이 거래되지 않습니다.
      </footer>
    </div>
  );
}
