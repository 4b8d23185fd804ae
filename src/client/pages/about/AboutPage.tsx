import './about.css';
import { sources } from './sources';

/** /about: where the replayed market's numbers come from. */
export function AboutPage() {
  return (
    <section className="page about">
      <header className="page-header">
        <h1 className="page-title">자료 출처</h1>
      </header>
      <p>
        과거 시세 재생은 한국거래소(KRX)의 실제 시세를 씁니다. 아래 공개 저장소들이 모아 둔 자료를
        그대로 가져왔고, 원저작자는 한국거래소입니다. 확인할 수 없는 날의 시세는 지어내지 않고 그
        종목을 &lsquo;재생 자료 없음&rsquo;으로 보여 줍니다. 거래정지는 한국거래소 자료에서 실제로
        거래되지 않은 날에만 씁니다.
      </p>
      <ul className="about-sources">
        {sources.map((source) => (
          <li key={source.repository} className="card">
            <h2>{source.what}</h2>
            <p>{source.who}</p>
            <p>
              <a href={`https://github.com/${source.repository}`} rel="noreferrer">
                github.com/{source.repository}
              </a>
            </p>
            <p className="muted">{source.note}</p>
          </li>
        ))}
      </ul>
      <p className="muted">현금 배당은 자료가 없어 반영하지 않습니다.</p>
    </section>
  );
}
