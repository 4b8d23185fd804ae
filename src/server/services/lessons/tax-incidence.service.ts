import { curves } from '../../../shared/domain/auction/clearing';
import { kstDate } from '../../../shared/domain/market/calendar';
import { EXAMPLE_BOOK, taxIncidence } from '../../../shared/domain/lessons/tax-incidence';
import type { TaxIncidenceLesson } from '../../../shared/schemas/lessons/tax-incidence';
import type { Db } from '../../db/connection';
import { auctionsRepo } from '../../db/repos/auctions.repo';
import type { AuthUser } from '../accounts/authentication';
import { clearingInput, counted } from '../auctions/auction-board';
import { auctionLesson } from '../auctions/auction-lesson';
import { lessonSubject } from './lesson-subject';

const noCross =
  '세금이 있을 때나 없을 때 사려는 가격과 팔려는 가격이 만나지 않아서 체결되는 가격이 없어요. 세금을 줄여 보세요.';

/** The class's last closed call auction's book (with its tax and income), else the 예시 book. */
function bookOf(db: Db, classId: number | null) {
  const auction = classId
    ? auctionsRepo.ofClass(db, classId).find((a) => a.status === 'closed')
    : undefined;
  if (!auction) return { auction: null, row: null, ...EXAMPLE_BOOK };
  return {
    auction: { id: auction.id, stockName: auction.stockName, date: kstDate(auction.closesAt) },
    row: auction,
    referencePrice: auction.referencePrice,
    orders: counted(auction, auctionsRepo.orders(db, auction.id)).map(clearingInput),
  };
}

/**
 * 12경수02-05: the same order book cleared with and without a per-share tax on sellers. An
 * auction the teacher ran with a tax keeps its own tax (what was really paid); otherwise the
 * student tries a tax on it (what if).
 */
export function createTaxIncidenceLessonService(deps: { db: Db }) {
  return {
    of(actor: AuthUser, query: { student?: number; tax: number }): TaxIncidenceLesson {
      const account = lessonSubject(deps.db, actor, query.student);
      const book = bookOf(deps.db, account.classId);
      const taxFromAuction = (book.row?.lessonTax ?? 0) > 0;
      const tax = taxFromAuction ? book.row!.lessonTax : query.tax;
      const incidence = taxIncidence(book.orders, tax, book.referencePrice);
      const figure = auctionLesson(
        {
          status: 'closed',
          referencePrice: book.referencePrice,
          lessonTax: tax,
          lessonIncome: book.row?.lessonIncome ?? null,
          lessonIncomeAt: book.row?.lessonIncomeAt ?? null,
        },
        book.orders,
      );
      const { demand, supply } = curves(book.orders);
      return {
        auction: book.auction,
        referencePrice: book.referencePrice,
        tax,
        taxFromAuction,
        demand,
        supply,
        figure,
        incidence,
        missing: incidence ? null : noCross,
      };
    },
  };
}

export type TaxIncidenceLessonService = ReturnType<typeof createTaxIncidenceLessonService>;
