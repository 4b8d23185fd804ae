import { formatNumber, formatPercent, formatSignedWon } from '../../../shared/format';
import type { MarketSettingsPreview } from '../../../shared/schemas/market-settings';

type Spread = NonNullable<MarketSettingsPreview['assetChange']>;

const points = (x: number) => `${formatPercent(x)}p`;

function spread({ min, median, max }: Spread, format: (x: number) => string) {
  return `${format(min)} ~ ${format(max)} (중앙값 ${format(median)})`;
}

function jump({ fromDate, toDate, realDaysMoved }: MarketSettingsPreview) {
  if (realDaysMoved === 0) return `${fromDate} → ${toDate}`;
  const days = `실제 거래일 ${formatNumber(Math.abs(realDaysMoved))}일`;
  return `${fromDate} → ${toDate} (${days} ${realDaysMoved > 0 ? '건너뜀' : '되돌아감'})`;
}

/**
 * 시장 설정's confirmation: what the server says saving would do to every student now, in
 * numbers, so the admin decides knowing how far each return and ranking moves.
 */
export function SettingsImpact({ preview }: { preview: MarketSettingsPreview }) {
  if (!preview.restarts) return <p>지금 설정과 같아 가격, 수익률과 순위는 바뀌지 않습니다.</p>;
  const p = preview;
  return (
    <div className="settings-impact">
      <p>
        저장하면 재생이 새 시작일부터 다시 시작되어 가격이 바로 바뀝니다. 새 시작일의 시가로 지금
        보유 종목을 다시 평가하면 다음과 같습니다 (현금과 거래 기록은 그대로).
      </p>
      <dl className="impact-list">
        <div>
          <dt>시세 날짜</dt>
          <dd>{jump(p)}</dd>
        </div>
        <div>
          <dt>평가금액이 바뀌는 학생</dt>
          <dd>
            {formatNumber(p.studentsMoved)}명 / 전체 {formatNumber(p.students)}명 · 클래스{' '}
            {formatNumber(p.classesMoved)}개 / 전체 {formatNumber(p.classes)}개
          </dd>
        </div>
        <div>
          <dt>가격이 바뀌는 보유 종목</dt>
          <dd>{formatNumber(p.holdingsRepriced)}건</dd>
        </div>
        {p.assetChange && (
          <div>
            <dt>총 자산 변화 (보유 학생 {formatNumber(p.studentsHolding)}명)</dt>
            <dd>{spread(p.assetChange, formatSignedWon)}</dd>
          </div>
        )}
        {p.returnChange && (
          <div>
            <dt>총 수익률 변화</dt>
            <dd>{spread(p.returnChange, points)}</dd>
          </div>
        )}
        <div>
          <dt>클래스 순위가 바뀌는 학생</dt>
          <dd>
            {formatNumber(p.ranksMoved)}명
            {p.ranksMoved > 0 && ` (가장 크게 ${formatNumber(p.largestRankMove)}계단)`}
          </dd>
        </div>
      </dl>
    </div>
  );
}
