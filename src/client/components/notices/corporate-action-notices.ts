import { atom } from 'jotai';
import { formatNumber, formatWon } from '../../../shared/format';
import type { CorporateAdjustmentNotice } from '../../../shared/schemas/corporate-actions';
import { notify } from '../toast';

/** The latest corporate action that adjusted one of the student's holdings (pages reload on it). */
export const corporateActionAtom = atom<CorporateAdjustmentNotice | null>(null);

export function corporateActionMessage({ adjustment: a }: CorporateAdjustmentNotice): string {
  const shares = `${a.stockName} ${formatNumber(a.quantityBefore)}주 → ${formatNumber(a.quantityAfter)}주`;
  const cash =
    a.cashIn > 0
      ? ` · ${a.kind === 'rights' ? '권리 가치' : '단주 대금'} ${formatWon(a.cashIn)}`
      : '';
  return `기업 행사(${a.kindLabel}): ${shares}${cash}`;
}

export function announceCorporateAction(notice: CorporateAdjustmentNotice) {
  notify.info(corporateActionMessage(notice));
}
