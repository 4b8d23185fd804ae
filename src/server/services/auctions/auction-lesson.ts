import type { AuctionOrderInput } from '../../../shared/domain/auction/clearing';
import {
  demandBefore,
  explainIncidence,
  taxedSupply,
  taxIncidence,
} from '../../../shared/domain/lessons/tax-incidence';
import type { AuctionIncidence, AuctionLesson } from '../../../shared/schemas/auctions';
import type { AuctionRow } from '../../db/repos/auctions.repo';

// 12경수02-05 on a class call auction (docs/product/teaching.md#lessons): the tax the teacher set on the sellers and
// the 소득 변화 given during the call, drawn and compared on the auction's own order book.

const noCross =
  '세금이 있을 때나 없을 때 사려는 가격과 팔려는 가격이 만나지 않아서 두 균형가격을 비교할 수 없어요.';

/** With and without the tax, on the same book: null when either clearing finds no price. */
function incidenceOf(
  orders: AuctionOrderInput[],
  auction: Pick<AuctionRow, 'referencePrice' | 'lessonTax'>,
): AuctionIncidence | null {
  const { referencePrice, lessonTax: tax } = auction;
  const incidence = taxIncidence(orders, tax, referencePrice);
  if (!incidence) return null;
  return {
    untaxed: incidence.before,
    buyersPrice: incidence.after.price,
    sellersNet: incidence.after.net,
    quantity: incidence.after.quantity,
    buyers: incidence.buyers,
    sellers: incidence.sellers,
    explanations: explainIncidence(orders, referencePrice, tax, incidence),
  };
}

/** The auction's lesson part, or null for an ordinary call (no tax, no income). */
export function auctionLesson(
  auction: Pick<
    AuctionRow,
    'status' | 'referencePrice' | 'lessonTax' | 'lessonIncome' | 'lessonIncomeAt'
  >,
  orders: AuctionOrderInput[],
): AuctionLesson | null {
  const income =
    auction.lessonIncome !== null && auction.lessonIncomeAt !== null
      ? {
          amount: auction.lessonIncome,
          at: auction.lessonIncomeAt.toISOString(),
          demandBefore: demandBefore(orders, auction.lessonIncomeAt.getTime()),
        }
      : null;
  if (auction.lessonTax === 0 && income === null) return null;
  const taxed = auction.lessonTax > 0;
  const incidence = taxed && auction.status === 'closed' ? incidenceOf(orders, auction) : null;
  return {
    tax: auction.lessonTax,
    taxedSupply: taxed ? taxedSupply(orders, auction.lessonTax) : [],
    income,
    incidence,
    note: taxed && auction.status === 'closed' && incidence === null ? noCross : null,
  };
}
