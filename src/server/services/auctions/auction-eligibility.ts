import { DomainError } from '../../../shared/domain/domain-error';
import { messages } from '../../../shared/messages';
import { auctionMessages } from '../../../shared/schemas/auctions';
import { semesterMessages } from '../../../shared/schemas/semester';
import { accountsRepo, type Account } from '../../db/repos/accounts.repo';
import type { AuctionRow } from '../../db/repos/auctions.repo';
import type { DbOrTx } from '../../db/repos/db-or-tx';
import { DEACTIVATED_REASON } from '../accounts/ended-access';

/** Why an account's orders may not (or no longer) take part in a class's call auction. */
type Exclusion = 'deactivated' | 'ended' | 'moved';

/**
 * An ended class places and fills nothing (종료 cancels its auction; an auction left open by an
 * older version is caught here), and a student who left the class — moved to another one, so
 * the row is their record — no longer trades in its auction.
 */
export function exclusionOf(
  account: Account | undefined,
  auction: Pick<AuctionRow, 'classId'>,
): Exclusion | null {
  if (!account?.isActive) return 'deactivated';
  if (account.classEndedAt !== null) return 'ended';
  if (account.movedToId !== null || account.classId !== auction.classId) return 'moved';
  return null;
}

/** The order's release reason, shown on the student's 내 주문. */
export const releaseReasons: Record<Exclusion, string> = {
  deactivated: DEACTIVATED_REASON,
  ended: semesterMessages.orderCancelled,
  moved: auctionMessages.movedCancelled,
};

function refusalOf(exclusion: Exclusion): DomainError {
  if (exclusion === 'ended') return new DomainError('CLASS_ENDED', semesterMessages.orderRefused);
  // Another class's auction, as the student's account now sees it: the same 404 as before the
  // transaction (checked again here, where the order is written).
  if (exclusion === 'moved') return new DomainError('AUCTION_NOT_FOUND', auctionMessages.notFound);
  return new DomainError('ACCOUNT_INACTIVE', messages.accountInactive);
}

/** The account placing an order in the auction; refused with what the student reads if excluded. */
export function placingAccount(tx: DbOrTx, userId: number, auction: Pick<AuctionRow, 'classId'>) {
  const account = accountsRepo.find(tx, userId);
  const exclusion = exclusionOf(account, auction);
  if (!account || exclusion !== null) throw refusalOf(exclusion ?? 'deactivated');
  return account;
}
