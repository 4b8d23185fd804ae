import {
  classMatrix,
  closeDays,
  matrixHoldings,
  mostHeld,
  ownMatrix,
  PREVIOUS_CLOSE_LABEL,
} from '../../../shared/domain/lessons/matrix';
import type { MatrixLesson } from '../../../shared/schemas/lessons/matrix';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { accountsRepo, type Account } from '../../db/repos/accounts.repo';
import { holdingsRepo } from '../../db/repos/holdings.repo';
import type { PriceStore } from '../../market/price-store';
import type { MarketFeed } from '../../market/types';
import type { AuthUser } from '../accounts/authentication';
import { valuationPrice, valueAccount } from '../valuation/valuations';
import { readHeldAtClose } from './held-at-close';
import { lessonSubject } from './lesson-subject';

/** Earlier KRX days P shows besides today: five columns in all. */
const EARLIER_DAYS = 4;
/** Columns of the class's matrix C. */
const CLASS_STOCKS = 4;

export const matrixMessages = {
  noHoldings:
    '보유 종목이 생기면 내 행렬을 만들 수 있어요. 주식을 사면 보유 수량이 H의 성분이 돼요.',
  noClass: '반에 속한 학생만 학급 행렬을 볼 수 있어요.',
  noClassHoldings: '우리 반에 아직 보유 종목이 없어 학급 행렬을 만들 수 없어요.',
} as const;

interface MatrixDeps {
  db: Db;
  prices: PriceStore;
  clock: Clock;
  market: Pick<MarketFeed, 'history' | 'marketMoment'>;
}

/** The closes of the KRX days right before today every stock traded, oldest first. */
async function recentCloses(deps: MatrixDeps, symbols: string[], today: string) {
  const histories = await Promise.all(symbols.map((s) => deps.market.history(s).catch(() => [])));
  const byDate = histories.map((bars) => new Map(bars.map((bar) => [bar.date, bar.close])));
  const days = closeDays(today, (d) => byDate.every((closes) => closes.has(d)), EARLIER_DAYS);
  return { days, closes: byDate.map((closes) => days.map((d) => closes.get(d)!)) };
}

/** H, P and HP on the student's own holdings and the real closes of the last KRX days. */
export function createMatrixLessonService(deps: MatrixDeps) {
  const { db, prices, clock } = deps;

  async function ownPart(account: Account) {
    const value = valueAccount(deps, account.id, clock.now());
    const held = readHeldAtClose(deps, value?.valuation.holdings ?? []);
    const chosen = matrixHoldings(held);
    if (chosen.length === 0) return { own: null, ownMissing: matrixMessages.noHoldings };
    const today = deps.market.marketMoment().marketDate;
    const { days, closes } = await recentCloses(
      deps,
      chosen.map((h) => h.symbol),
      today,
    );
    const stocks = chosen.map(({ symbol, name, quantity }) => ({ symbol, name, quantity }));
    // The last close's column is the quote's previous close (KRX's 기준가 for today): what the
    // 계산 과제 asks, and what today's change is measured from, even where the data has no bar.
    const matrix = [...days.slice(0, -1), days.at(-1) ?? PREVIOUS_CLOSE_LABEL, today];
    const priced = chosen.map((h, i) => [
      ...closes[i]!.slice(0, -1),
      h.previousClose,
      h.currentPrice,
    ]);
    const built = ownMatrix({ stocks, days: matrix, prices: priced });
    return {
      own: { stocks, days: matrix, prices: priced, ...built, leftOut: held.length - chosen.length },
      ownMissing: null,
    };
  }

  async function classPart(account: Account) {
    if (account.classId === null) return { class: null, classMissing: matrixMessages.noClass };
    const students = accountsRepo.studentsOfClass(db, account.classId).sort((a, b) => a.id - b.id);
    const holdings = holdingsRepo
      .listWithStocks(
        db,
        students.map((s) => s.id),
      )
      .map((h) => ({ ...h, price: valuationPrice(prices, h) }));
    const stocks = mostHeld(holdings, CLASS_STOCKS);
    if (stocks.length === 0) return { class: null, classMissing: matrixMessages.noClassHoldings };
    const priceOf = (symbol: string) => holdings.find((h) => h.symbol === symbol)!.price;
    const today = stocks.map((s) => priceOf(s.symbol));
    const previous = stocks.map((s, i) => prices.get(s.symbol)?.previousClose ?? today[i]!);
    // Classmates by a number in the class's order, never by name: the lesson is projected.
    const rows = students
      .map((student, index) => ({
        label: student.id === account.id ? '나' : `학생 ${index + 1}`,
        self: student.id === account.id,
        quantities: stocks.map(
          (s) =>
            holdings.find((h) => h.userId === student.id && h.symbol === s.symbol)?.quantity ?? 0,
        ),
      }))
      .filter((row) => row.quantities.some((q) => q > 0));
    const built = classMatrix({ stocks, rows, prices: today, previous });
    return {
      class: {
        stocks,
        rows,
        prices: today,
        previous,
        ...built,
        zeroRows: students.length - rows.length,
      },
      classMissing: null,
    };
  }

  return {
    async of(actor: AuthUser, student: number | undefined): Promise<MatrixLesson> {
      const account = lessonSubject(db, actor, student);
      return { ...(await ownPart(account)), ...(await classPart(account)) };
    },
  };
}

export type MatrixLessonService = ReturnType<typeof createMatrixLessonService>;
