import { explainHhi, type HeldValue } from '../maths/diversification';
import type { CheckResult } from './completion';

const hhiText = (hhi: number | null) => (hhi === null ? '—' : hhi.toFixed(2));

/** 분산 투자 at a KST close: at least k sectors held and HHI ≤ h (the 계산 보기's HHI). */
export function checkDiversify(
  task: { minSectors: number; maxHhi: number },
  holdings: HeldValue[],
  closeDate: string,
): CheckResult {
  const held = holdings.filter((h) => h.value > 0);
  const sectors = new Set(held.map((h) => h.sector)).size;
  const hhi = explainHhi(held).value;
  const met = sectors >= task.minSectors && hhi !== null && hhi <= task.maxHhi;
  const progress = `업종 ${sectors}/${task.minSectors}개 · HHI ${hhiText(hhi)} (목표 ${task.maxHhi} 이하)`;
  const label = `${closeDate} 장 마감: ${progress}`;
  return { met, progress, evidence: hhi === null ? { label } : { label, sectors, hhi } };
}

export interface ReviewedTrade {
  tradeId: number;
  stockName: string;
  /** The level of each rubric criterion the rationale was scored at. */
  levels: number[];
}

/** 근거 있는 매매: n trades whose rationale scored at least level L on every criterion. */
export function checkRationales(
  task: { count: number; minLevel: number },
  reviewed: ReviewedTrade[],
): CheckResult {
  const good = reviewed.filter(
    (r) => r.levels.length > 0 && Math.min(...r.levels) >= task.minLevel,
  );
  const last = good[task.count - 1];
  return {
    met: good.length >= task.count,
    progress: `${task.minLevel}수준 이상 근거 ${Math.min(good.length, task.count)}/${task.count}건`,
    evidence: last
      ? { label: `${last.stockName} 거래 근거 등 ${task.count}건`, tradeId: last.tradeId }
      : { label: '' },
  };
}

export interface Sale {
  tradeId: number;
  stockName: string;
  reflected: boolean;
}

/** 회고: n sells with a written 회고. */
export function checkReflections(task: { count: number }, sales: Sale[]): CheckResult {
  const reflected = sales.filter((s) => s.reflected);
  const last = reflected[task.count - 1];
  return {
    met: reflected.length >= task.count,
    progress: `회고를 쓴 매도 ${Math.min(reflected.length, task.count)}/${task.count}건`,
    evidence: last
      ? { label: `${last.stockName} 매도 회고 등 ${task.count}건`, tradeId: last.tradeId }
      : { label: '' },
  };
}
