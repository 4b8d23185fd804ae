import {
  executeBuy,
  executeSell,
  initialDeposit,
  setCash,
} from '../../shared/domain/trading/ledger';
import type { CashMovement } from '../../shared/domain/trading/ledger';
import type { Position } from '../../shared/domain/trading/position';
import type { Random } from '../market/random';
import { withParticle } from '../../shared/domain/korean-particle';
import type { Market } from '../../shared/schemas/market';

// A class's past weeks, played with the real money rules: every student starts with the same
// cash, watches a handful of stocks, and buys and sells on some days at that day's close.

export interface StoryStock {
  symbol: string;
  name: string;
  /** The sales tax rate depends on it. */
  market: Market;
  /** Close of each story day, oldest first (real KRX closes moved onto recent dates). */
  closes: number[];
}

export interface StoryTrade {
  day: number;
  symbol: string;
  side: 'BUY' | 'SELL';
  quantity: number;
  price: number;
  amount: number;
  fee: number;
  tax: number;
  reason: string;
  movements: CashMovement[];
}

export interface StudentStory {
  watchlist: string[];
  trades: StoryTrade[];
  /** Initial cash and the teacher's cash settings, by day. */
  deposits: Array<{ day: number; movements: CashMovement[] }>;
  positions: Map<string, Position>;
  cash: number;
  /** Value at each day's close. */
  closes: Array<{ day: number; totalValue: number; cash: number; netDeposits: number }>;
}

const buyReasons = [
  '{name}의 최근 실적 발표가 예상보다 좋아서 성장 가능성이 있다고 판단했습니다.',
  '{name} 주가가 최근 많이 내려서 저평가되었다고 생각합니다.',
  '금리 인하 기대감으로 {name} 같은 성장주가 오를 것 같습니다.',
  '포트폴리오를 분산하기 위해 업종이 다른 {name}{을} 담았습니다.',
  '{name}의 신제품 뉴스를 보고 매출이 늘어날 것이라고 예상했습니다.',
  '수출 지표가 좋아지고 있어 {name}에 장기 투자하려고 합니다.',
  '이동평균선이 상승 추세로 바뀌어서 {name}{을} 조금 샀습니다.',
];
const sellReasons = [
  '{name} 목표 수익률에 도달해서 일부 이익을 실현했습니다.',
  '{name}의 손실이 커져서 더 떨어지기 전에 손절했습니다.',
  '다른 종목에 투자할 현금을 마련하려고 {name}{을} 팔았습니다.',
  '{name} 업황이 나빠질 것 같다는 기사를 보고 비중을 줄였습니다.',
];

const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;

function shuffled<T>(items: readonly T[], random: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export function studentStory(options: {
  stocks: StoryStock[];
  days: number;
  initialCash: number;
  feeRatePpm: number;
  /** The instant of each story day's trades, for the sales tax year. */
  dayInstant: (day: number) => Date;
  /** Teacher cash settings: on `day`, cash is set to `newCash`. */
  adjustments: Array<{ day: number; newCash: number }>;
  random: Random;
}): StudentStory {
  const { stocks, days, feeRatePpm, random } = options;
  const watched = shuffled(stocks, random).slice(0, 5 + Math.floor(random() * 6));
  const story: StudentStory = {
    watchlist: watched.map((s) => s.symbol),
    trades: [],
    deposits: [{ day: 0, movements: initialDeposit(options.initialCash) }],
    positions: new Map(),
    cash: options.initialCash,
    closes: [],
  };
  let netDeposits = options.initialCash;
  const activity = 0.15 + random() * 0.35;
  for (let day = 0; day < days; day += 1) {
    for (const adjustment of options.adjustments.filter((a) => a.day === day)) {
      const movements = setCash({ cash: story.cash, newCash: adjustment.newCash });
      netDeposits += adjustment.newCash - story.cash;
      story.cash = adjustment.newCash;
      story.deposits.push({ day, movements });
    }
    if (random() < activity) trade(story, pick(random, watched), day);
    const held = [...story.positions].reduce((sum, [symbol, position]) => {
      const stock = stocks.find((s) => s.symbol === symbol)!;
      return sum + position.quantity * stock.closes[day]!;
    }, 0);
    story.closes.push({ day, totalValue: story.cash + held, cash: story.cash, netDeposits });
  }
  return story;

  function trade(s: StudentStory, stock: StoryStock, day: number) {
    const price = stock.closes[day]!;
    const position = s.positions.get(stock.symbol) ?? null;
    const sell = position !== null && random() < 0.4;
    const quantity = sell
      ? Math.max(1, Math.round(position.quantity * (0.3 + random() * 0.7)))
      : Math.floor((s.cash * (0.1 + random() * 0.25)) / price);
    if (quantity <= 0) return;
    const request = { cash: s.cash, position, price, quantity, feeRatePpm };
    const result = sell
      ? executeSell({ ...request, at: options.dayInstant(day), market: stock.market })
      : executeBuy(request);
    s.cash = result.cash;
    if (result.position) s.positions.set(stock.symbol, result.position);
    else s.positions.delete(stock.symbol);
    s.trades.push({
      day,
      symbol: stock.symbol,
      side: sell ? 'SELL' : 'BUY',
      quantity,
      price,
      amount: result.quote.amount,
      fee: result.quote.fee,
      tax: 'tax' in result.quote ? result.quote.tax : 0,
      reason: pick(random, sell ? sellReasons : buyReasons)
        .replace('{name}{을}', withParticle(stock.name, '을/를'))
        .replace('{name}', stock.name),
      movements: result.movements,
    });
  }
}
