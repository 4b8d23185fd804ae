import { formatNumber, formatWon } from '../../../shared/format';
import type { ProjectorState } from '../../../shared/schemas/projector';
import { MarketIndices } from '../../components/MarketIndices';
import { PriceChange } from '../../components/PriceChange';
import type { ProjectorConnection } from './projector-socket';

/** 클래스 현황: the class's average, best and worst return, today's trades and most traded. */
export function ProjectorFigures({ figures }: { figures: ProjectorState['figures'] }) {
  return (
    <section className="projector-panel figures" aria-label="클래스 현황">
      <h2>클래스 현황</h2>
      <dl>
        <div>
          <dt>평균 수익률</dt>
          <dd>
            <PriceChange changePercent={figures.avgReturn} showAmount={false} />
          </dd>
        </div>
        <div>
          <dt>최고</dt>
          <dd>
            <PriceChange changePercent={figures.bestReturn} showAmount={false} />
          </dd>
        </div>
        <div>
          <dt>최저</dt>
          <dd>
            <PriceChange changePercent={figures.worstReturn} showAmount={false} />
          </dd>
        </div>
        <div>
          <dt>오늘 거래</dt>
          <dd>{formatNumber(figures.tradesToday)}건</dd>
        </div>
      </dl>
      <h3>많이 거래한 종목</h3>
      <ol className="most-traded-list">
        {figures.mostTraded.slice(0, 3).map((stock) => (
          <li key={stock.name}>
            {stock.name} <span>{formatNumber(stock.tradeCount)}회</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The indices and the class's stocks, live from the socket's ticks. */
export function ProjectorTicker({
  ticker,
  ticks,
}: {
  ticker: ProjectorState['ticker'];
  ticks: ProjectorConnection['ticks'];
}) {
  return (
    <section className="projector-ticker" aria-label="지수와 관심 종목 시세">
      <MarketIndices className="projector-indices" showAmount={false} />
      {ticker.map((item) => {
        const tick = ticks.get(item.symbol);
        const price = tick?.price ?? item.price;
        return (
          <div key={item.symbol} className="ticker-item">
            <span className="ticker-name">{item.name}</span>
            <span className="ticker-price">{price ? formatWon(price) : '-'}</span>
            <PriceChange
              changePercent={tick?.changePercent ?? item.changePercent}
              showAmount={false}
            />
          </div>
        );
      })}
    </section>
  );
}
