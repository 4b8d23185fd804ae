import './about.css';

interface Source {
  what: string;
  who: string;
  repository: string;
  note: string;
}

// Every data set the embedded market is built from (data/krx; the project's SOURCE.md).
const sources: Source[] = [
  {
    what: '종목 목록·일별 시세 (2026년 1~3월)',
    who: '한국거래소(KRX) 자료, FinanceDataReader의 KRX 캐시',
    repository: 'FinanceData/fdr_krx_data_cache',
    note: '전 종목 상장 정보와 일별 시세, 장중 시세 스냅숏(2026-03-09 ~ 03-20)',
  },
  {
    what: '전 종목 일별 시세 (2026-01-02 ~ 02-20)',
    who: '한국거래소(KRX) 자료, FinanceData marcap',
    repository: 'FinanceData/marcap',
    note: '시가총액·상장주식수 포함',
  },
  {
    what: '종목별 일별 시세 (2026년 3월 이후)',
    who: '한국거래소(KRX) 시세를 Yahoo Finance가 전달한 자료',
    repository: 'voxprepstudiohelp-stack/sfd-pipeline',
    note: '이 날짜의 가격에는 "(Yahoo Finance)"가 붙습니다. KRX 원자료와 대조해 확인한 값만 씁니다.',
  },
  {
    what: 'KOSPI·KOSDAQ 지수 (2026-03-23 ~ 06-01)',
    who: '한국거래소(KRX) 지수',
    repository: 'onekindalpha/breadth-analysis-dashboard',
    note: '일별 시가·고가·저가·종가',
  },
  {
    what: 'KOSPI 종가와 대조용 종목 종가',
    who: '한국거래소(KRX) 자료',
    repository: 'nextinvestment/kospi-flows',
    note: 'KOSPI 종가(~ 2026-08-21)와 재생 시세 검증용 원자료',
  },
];

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
        종목을 거래정지로 보여 줍니다.
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
