import { formatWon } from '../../../shared/format';
import type { RegularDepositNotice } from '../../../shared/realtime/events';
import { notify } from '../toast';

export const regularDepositMessage = ({ amount, cash }: RegularDepositNotice) =>
  `적립식 입금 ${formatWon(amount)}이 들어왔어요 (현금 ${formatWon(cash)}). 수익이 아니라 입금으로 계산해요`;

export function announceRegularDeposit(notice: RegularDepositNotice) {
  notify.info(regularDepositMessage(notice));
}
