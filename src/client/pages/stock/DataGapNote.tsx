/**
 * Said once, above the tabs: what this price source lacks and what the student can base a
 * rationale on instead, rather than leaving them to find three empty tabs.
 */
export function DataGapNote({
  missing,
  sector,
  onShowChart,
}: {
  missing: string[];
  sector: string;
  onShowChart: () => void;
}) {
  if (missing.length === 0) return null;
  return (
    <aside className="card data-gap-note" aria-label="이 종목에서 볼 수 있는 자료">
      <p>
        이 시세 제공처에는 <strong>{missing.join(' · ')}</strong>가 없어요. 판단 근거는{' '}
        <button type="button" className="link-button" onClick={onShowChart}>
          차트
        </button>
        의 가격·거래량·이동평균, 위의 한국거래소(KRX) 시세(시가·고가·저가·전일 종가·거래량)와 업종(
        {sector})으로 써 보세요.
      </p>
    </aside>
  );
}
