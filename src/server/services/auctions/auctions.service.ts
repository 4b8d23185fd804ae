import { DomainError } from '../../../shared/domain/domain-error';
import { checkLimitPrice } from '../../../shared/domain/trading/limit-price';
import { assertAffordable, assertHeld } from '../../../shared/domain/trading/order';
import { buyReservation } from '../../../shared/domain/trading/reservation';
import { throwIfBroken } from '../../../shared/domain/trading/rules/violation';
import { messages } from '../../../shared/messages';
import { lessonIncome } from '../../../shared/domain/trading/ledger';
import {
  auctionMessages,
  type AuctionBoard,
  type AuctionIncome,
  type AuctionOrderBody,
  type AuctionView,
  type OpenAuction,
  type OpenedAuction,
} from '../../../shared/schemas/auctions';
import type { BackgroundHealth } from '../../background-health';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { auctionsRepo, type AuctionRow } from '../../db/repos/auctions.repo';
import { classRulesRepo, type ParsedRules } from '../../db/repos/class-rules.repo';
import type { DbOrTx } from '../../db/repos/db-or-tx';
import { tradesRepo } from '../../db/repos/trades.repo';
import { accountsRepo } from '../../db/repos/accounts.repo';
import { ledgerRepo } from '../../db/repos/ledger.repo';
import type { PriceStore } from '../../market/price-store';
import type { AuthUser } from '../accounts/authentication';
import { canManageClass, findManagedClass } from '../classes/class-access';
import { classesRepo } from '../../db/repos/classes.repo';
import type { TradingService } from '../trading.service';
import { capacity } from '../trading/order-rules';
import { createProjectorAccess } from '../projector/projector-access';
import { auctionBoard, toAuctionOrder } from './auction-board';
import { placingAccount } from './auction-eligibility';
import { releaseAuction, settleAuction, type SettledTrade } from './auction-settlement';
import type { AuctionTimers } from './auction-timers';
import type { ServerEventBus } from '../../../shared/realtime/server-events';

export interface AuctionsDeps {
  db: Db;
  clock: Clock;
  prices: PriceStore;
  trading: TradingService;
  timers: AuctionTimers;
  /** Told after a commit: the room redraws the curves, the countdown or the result. */
  events: ServerEventBus;
  background: BackgroundHealth;
  parsedRules: ParsedRules;
}

const notFound = () => new DomainError('AUCTION_NOT_FOUND', auctionMessages.notFound);
const notOpen = () => new DomainError('AUCTION_NOT_OPEN', auctionMessages.notOpen);
const immediate = { behavior: 'immediate' } as const;

export function createAuctionsService(deps: AuctionsDeps) {
  const { db, clock, prices } = deps;
  const projector = createProjectorAccess(deps);

  const boardOf = (auction: AuctionRow) =>
    auctionBoard(auction, auctionsRepo.orders(db, auction.id));

  function publish(auctionId: number) {
    const auction = auctionsRepo.find(db, auctionId);
    if (auction) deps.events.publish('auctionChanged', boardOf(auction));
  }

  /** The auction if the actor may see it: its class's students, teacher, or an admin. */
  function visible(actor: AuthUser, auctionId: number): AuctionRow {
    const auction = auctionsRepo.find(db, auctionId);
    if (!auction) throw notFound();
    if (actor.role === 'STUDENT' && actor.classId === auction.classId) return auction;
    const klass = classesRepo.findById(db, auction.classId);
    if (actor.role !== 'STUDENT' && klass && canManageClass(actor, klass)) return auction;
    throw notFound();
  }

  /** Settles at the clearing price; a close that cannot settle releases everything instead. */
  function close(auctionId: number) {
    const marketPrice = (symbol: string) => prices.get(symbol)?.price ?? null;
    const marketDate = (symbol: string) => prices.get(symbol)?.marketDate ?? null;
    let settled: SettledTrade[] | null;
    try {
      settled = db.transaction(
        (tx) =>
          settleAuction(
            tx,
            { clock, marketPrice, marketDate, parsedRules: deps.parsedRules },
            auctionId,
          ),
        immediate,
      );
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      db.transaction((tx) => releaseAuction(tx, auctionId), immediate);
      settled = [];
    }
    if (settled === null) return;
    for (const { account, transaction } of settled) deps.trading.announce(account, transaction);
    publish(auctionId);
  }

  /** A close that failed (a locked database) is tried again after the part's backoff. */
  function closeOrRetry(auctionId: number) {
    if (deps.background.attempt('auctionClose', () => close(auctionId))) return;
    const retryAt = new Date(clock.now().getTime() + deps.background.retryIn('auctionClose'));
    schedule({ id: auctionId, closesAt: retryAt });
  }

  function schedule(auction: Pick<AuctionRow, 'id' | 'closesAt'>) {
    deps.timers.at(auction.closesAt, () => closeOrRetry(auction.id));
  }

  // A restart closes what fell due while the server was down and waits for the rest.
  for (const auction of auctionsRepo.allOpen(db)) {
    if (auction.closesAt <= clock.now()) closeOrRetry(auction.id);
    else schedule(auction);
  }

  function assertCanPlace(
    tx: DbOrTx,
    user: AuthUser,
    auction: AuctionRow,
    order: AuctionOrderBody,
  ) {
    const account = placingAccount(tx, user.id, auction);
    const stock = tradesRepo.stockById(tx, auction.stockId)!;
    throwIfBroken(
      checkLimitPrice({
        limitPrice: order.price,
        previousClose: auction.referencePrice,
        market: stock.market,
      }),
    );
    const others = auctionsRepo.orders(tx, auction.id).filter((o) => o.userId === user.id);
    if (others.some((o) => o.side !== order.side))
      throw new DomainError('AUCTION_ONE_SIDE', auctionMessages.oneSide);
    const room = capacity(tx, account, stock.id);
    if (order.side === 'SELL') {
      assertHeld({ held: room.sellableShares, quantity: order.quantity });
      return 0;
    }
    const rules = classRulesRepo.find(tx, account.classId, deps.parsedRules);
    const reservedCash = buyReservation({
      limitPrice: order.price,
      quantity: order.quantity,
      feeRatePpm: rules.feeRatePpm,
    });
    assertAffordable({ cash: room.spendableCash, total: reservedCash });
    return reservedCash;
  }

  /** What the class's projector shows: the latest auction, fills named as the teacher chose. */
  function latestOfClass(classId: number): AuctionBoard | null {
    const [latest] = auctionsRepo.ofClass(db, classId, 1);
    return latest ? projector.formatAuction(boardOf(latest)) : null;
  }

  return {
    open(actor: AuthUser, classId: number, body: OpenAuction): OpenedAuction {
      if (findManagedClass(db, actor, classId).endedAt !== null)
        throw new DomainError('CLASS_ENDED', auctionMessages.classEnded);
      const stock = tradesRepo.stockBySymbol(db, body.symbol);
      if (!stock) throw new DomainError('STOCK_NOT_FOUND', messages.stockNotFound);
      const quote = prices.get(body.symbol);
      if (!quote) throw new DomainError('PRICE_UNAVAILABLE', messages.priceUnavailable);
      const lessonTax = body.lessonTax ?? 0;
      // A tax at or above the price would leave a seller nothing (or less than nothing) per share.
      if (lessonTax >= quote.price)
        throw new DomainError('LESSON_TAX_TOO_HIGH', auctionMessages.lessonTaxTooHigh);
      const opensAt = clock.now();
      const closesAt = new Date(opensAt.getTime() + body.minutes * 60_000);
      const id = db.transaction((tx) => {
        if (auctionsRepo.openOfClass(tx, classId))
          throw new DomainError('AUCTION_ALREADY_OPEN', auctionMessages.alreadyOpen);
        return auctionsRepo.insert(tx, {
          classId,
          stockId: stock.id,
          referencePrice: quote.price,
          opensAt,
          closesAt,
          status: 'open',
          lessonTax,
        });
      }, immediate);
      schedule({ id, closesAt });
      publish(id);
      return { id, referencePrice: quote.price, closesAt: closesAt.toISOString() };
    },

    place(user: AuthUser, auctionId: number, order: AuctionOrderBody): AuctionView {
      visible(user, auctionId);
      deps.trading.limitOrders(user.id);
      db.transaction((tx) => {
        const auction = auctionsRepo.find(tx, auctionId)!;
        if (auction.status !== 'open' || clock.now() >= auction.closesAt) throw notOpen();
        const reservedCash = assertCanPlace(tx, user, auction, order);
        auctionsRepo.insertOrder(tx, {
          auctionId,
          userId: user.id,
          ...order,
          reservedCash,
          status: 'OPEN',
          createdAt: clock.now(),
        });
      }, immediate);
      publish(auctionId);
      return this.view(user, auctionId);
    },

    view(user: AuthUser, auctionId: number): AuctionView {
      const auction = visible(user, auctionId);
      const orders = auctionsRepo.orders(db, auctionId);
      return {
        ...auctionBoard(auction, orders),
        myOrders: orders.filter((o) => o.userId === user.id).map(toAuctionOrder),
      };
    },

    /** A student's class auctions, newest first (the open one is the card on 거래). */
    ofMyClass(user: AuthUser): AuctionBoard[] {
      if (user.classId === null) return [];
      return auctionsRepo.ofClass(db, user.classId, 10).map(boardOf);
    },

    ofClass(actor: AuthUser, classId: number): AuctionBoard[] {
      findManagedClass(db, actor, classId);
      return auctionsRepo.ofClass(db, classId).map(boardOf);
    },

    /** The projector's display link: the class's latest auction, if any. */
    latestOfClass,

    /** The teacher's projector (shown to the room too): the same, for a class the teacher manages. */
    latestOf(actor: AuthUser, classId: number): AuctionBoard | null {
      findManagedClass(db, actor, classId);
      return latestOfClass(classId);
    },

    /**
     * 12경수02-05 소득 변화: every active student of the class receives the same deposit (a
     * LESSON_INCOME ledger row), once per open auction. Every student, not only those who ordered
     * so far: the textbook's income change reaches all buyers, and a student who orders only
     * after it is exactly the demand the lesson shows appearing.
     */
    giveIncome(
      actor: AuthUser,
      classId: number,
      auctionId: number,
      body: AuctionIncome,
    ): AuctionBoard {
      findManagedClass(db, actor, classId);
      const auction = auctionsRepo.find(db, auctionId);
      if (!auction || auction.classId !== classId) throw notFound();
      const at = clock.now();
      const credited = db.transaction((tx) => {
        if (at >= auction.closesAt || !auctionsRepo.recordIncome(tx, auctionId, body.amount, at))
          throw new DomainError('AUCTION_INCOME_TAKEN', auctionMessages.incomeTaken);
        return accountsRepo.studentsOfClass(tx, classId).map((student) => {
          const movements = lessonIncome({ cash: student.cash, amount: body.amount });
          accountsRepo.setCash(tx, student.id, movements.at(-1)!.balanceAfter);
          ledgerRepo.append(tx, { userId: student.id, movements, at });
          return student.id;
        });
      }, immediate);
      for (const userId of credited) deps.events.publish('portfolioChanged', { userId });
      publish(auctionId);
      return boardOf(auctionsRepo.find(db, auctionId)!);
    },

    cancel(actor: AuthUser, classId: number, auctionId: number): AuctionBoard {
      findManagedClass(db, actor, classId);
      const auction = auctionsRepo.find(db, auctionId);
      if (!auction || auction.classId !== classId) throw notFound();
      if (!db.transaction((tx) => releaseAuction(tx, auctionId), immediate)) throw notOpen();
      publish(auctionId);
      return boardOf(auctionsRepo.find(db, auctionId)!);
    },

    close,
  };
}

export type AuctionsService = ReturnType<typeof createAuctionsService>;
