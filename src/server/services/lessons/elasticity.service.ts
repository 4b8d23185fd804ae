import { curves } from '../../../shared/domain/auction/clearing';
import { DomainError } from '../../../shared/domain/domain-error';
import { elasticityLesson, READING_TEXT } from '../../../shared/domain/lessons/elasticity';
import { auctionMessages } from '../../../shared/schemas/auctions';
import {
  elasticityMessages,
  type ElasticityLessonView,
} from '../../../shared/schemas/lessons/elasticity';
import type { Db } from '../../db/connection';
import type { AuctionRow } from '../../db/repos/auctions.repo';
import type { AuthUser } from '../accounts/authentication';
import { closedAuctionsOf, demandOrdersOf } from './class-auctions';
import { lessonSubject } from './lesson-subject';

const listed = (a: AuctionRow) => ({
  id: a.id,
  symbol: a.symbol,
  stockName: a.stockName,
  closesAt: a.closesAt.toISOString(),
  clearingPrice: a.clearingPrice,
});

/** 단일가 매매의 가격탄력성 ([12경수04-03]) on one of the student's class's closed auctions. */
export function createElasticityLessonService(deps: { db: Db }) {
  const { db } = deps;

  function chosen(auction: AuctionRow): NonNullable<ElasticityLessonView['chosen']> {
    const orders = demandOrdersOf(db, auction);
    const lesson = elasticityLesson(orders, auction.clearingPrice);
    const withIds = orders.map((o, id) => ({ ...o, id, createdAt: 0 }));
    return {
      ...listed(auction),
      referencePrice: auction.referencePrice,
      executedQuantity: auction.executedQuantity,
      orderCount: orders.length,
      ...curves(withIds),
      steps: lesson.steps,
      arc: lesson.arc,
      elasticity: { ...lesson.elasticity, key: 'elasticity', label: '체결가에서의 가격탄력성 E' },
      reading: lesson.reading,
      readingText: lesson.reading && READING_TEXT[lesson.reading],
      bestRevenue: lesson.bestRevenue,
    };
  }

  return {
    of(actor: AuthUser, student: number | undefined, auctionId?: number): ElasticityLessonView {
      const account = lessonSubject(db, actor, student);
      const auctions = account.classId === null ? [] : closedAuctionsOf(db, account.classId);
      const auction =
        auctionId === undefined ? auctions[0] : auctions.find((a) => a.id === auctionId);
      if (auctionId !== undefined && !auction)
        throw new DomainError('AUCTION_NOT_FOUND', auctionMessages.notFound);
      if (!auction) return { auctions: [], chosen: null, message: elasticityMessages.noAuction };
      return { auctions: auctions.map(listed), chosen: chosen(auction), message: null };
    },
  };
}

export type ElasticityLessonService = ReturnType<typeof createElasticityLessonService>;
