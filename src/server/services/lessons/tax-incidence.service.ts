import { kstDate } from '../../../shared/domain/market/calendar';
import { EXAMPLE_BOOK, taxIncidence } from '../../../shared/domain/lessons/tax-incidence';
import type { TaxIncidenceLesson } from '../../../shared/schemas/lessons/tax-incidence';
import type { Db } from '../../db/connection';
import { auctionsRepo } from '../../db/repos/auctions.repo';
import type { AuthUser } from '../accounts/authentication';
import { clearingInput, counted } from '../auctions/auction-board';
import { lessonSubject } from './lesson-subject';

const noCross =
  '세금이 있을 때나 없을 때 사려는 가격과 팔려는 가격이 만나지 않아서 체결되는 가격이 없어요. 세금을 줄여 보세요.';

/** The class's last closed call auction's book, else the 예시 book. */
function bookOf(db: Db, classId: number | null) {
  const auction = classId
    ? auctionsRepo.ofClass(db, classId).find((a) => a.status === 'closed')
    : undefined;
  if (!auction) return { auction: null, ...EXAMPLE_BOOK };
  return {
    auction: { id: auction.id, stockName: auction.stockName, date: kstDate(auction.closesAt) },
    referencePrice: auction.referencePrice,
    orders: counted(auction, auctionsRepo.orders(db, auction.id)).map(clearingInput),
  };
}

/** 12경수02-05: the same order book cleared with and without a per-share tax on sellers. */
export function createTaxIncidenceLessonService(deps: { db: Db }) {
  return {
    of(actor: AuthUser, query: { student?: number; tax: number }): TaxIncidenceLesson {
      const account = lessonSubject(deps.db, actor, query.student);
      const book = bookOf(deps.db, account.classId);
      const incidence = taxIncidence(book.orders, query.tax, book.referencePrice);
      return {
        auction: book.auction,
        referencePrice: book.referencePrice,
        tax: query.tax,
        incidence,
        missing: incidence ? null : noCross,
      };
    },
  };
}

export type TaxIncidenceLessonService = ReturnType<typeof createTaxIncidenceLessonService>;
