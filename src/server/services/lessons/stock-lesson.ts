import { DomainError } from '../../../shared/domain/domain-error';
import type { DailyClose } from '../../../shared/domain/lessons/price-curve';
import type { StockChoice } from '../../../shared/schemas/lessons/stock-curve';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import type { Account } from '../../db/repos/accounts.repo';
import type { AuthUser } from '../accounts/authentication';
import { lessonSubject } from './lesson-subject';
import type { StockPrices } from './stock-prices';

export const stockLessonMessages = {
  noStocks:
    '보유 종목도 관심 종목도 없어요. 주식을 사거나 관심 종목을 고르면 그 종목의 실제 주가로 수업을 해요.',
  notChoice: '보유 종목이나 관심 종목 중에서 골라 주세요.',
  noCloses: (name: string) =>
    `${name}은(는) 지난 거래일까지의 KRX 종가 자료가 없어요. 거래정지 중이거나 새로 상장된 종목일 수 있어요. 다른 종목을 골라 주세요.`,
} as const;

export interface StockLessonSubject {
  account: Account;
  choices: StockChoice[];
  /** The chosen stock (default: the largest holding, else the first watchlist stock). */
  stock: StockChoice | null;
  closes: DailyClose[];
}

/** Whose lesson, on which of their stocks, with that stock's real closes. */
export function stockLessonSubject(
  deps: { db: Db; clock: Clock; stockPrices: StockPrices },
  actor: AuthUser,
  query: { student?: number; symbol?: string },
): StockLessonSubject {
  const account = lessonSubject(deps.db, actor, query.student);
  const choices = deps.stockPrices.choices(deps.db, account.id, deps.clock.now());
  const stock = query.symbol ? choices.find((c) => c.symbol === query.symbol) : choices[0];
  if (query.symbol && !stock)
    throw new DomainError('VALIDATION_ERROR', stockLessonMessages.notChoice);
  return {
    account,
    choices,
    stock: stock ?? null,
    closes: stock ? deps.stockPrices.closes(stock.symbol) : [],
  };
}

/** The lesson's base: the choices, the stock, and what is missing (no stock, no closes). */
export function stockLessonBase({ choices, stock, closes }: StockLessonSubject) {
  const missing = !stock
    ? stockLessonMessages.noStocks
    : closes.length === 0
      ? stockLessonMessages.noCloses(stock.name)
      : null;
  return { choices, stock, missing };
}
