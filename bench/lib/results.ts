import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** One measure against its baseline from the same run. */
export interface Ratio {
  measure: string;
  value: number;
  baseline: number;
  unit: string;
  /** value ÷ baseline */
  ratio: number;
  /** The target, e.g. '≥ 0.5' or '≤ 1.0 and < 50 ms'. */
  target: string;
  met: boolean;
}

export const RESULTS_DIR = join('bench', 'results');

export function ratio(
  measure: string,
  value: number,
  baseline: number,
  unit: string,
  target: { atLeast?: number; atMost?: number; below?: number },
): Ratio {
  const r = baseline > 0 ? value / baseline : Number.NaN;
  const met =
    (target.atLeast === undefined || r >= target.atLeast) &&
    (target.atMost === undefined || r <= target.atMost) &&
    (target.below === undefined || value < target.below);
  const text = [
    target.atLeast !== undefined && `≥ ${target.atLeast}`,
    target.atMost !== undefined && `≤ ${target.atMost}`,
    target.below !== undefined && `< ${target.below} ${unit}`,
  ]
    .filter(Boolean)
    .join(' and ');
  return { measure, value, baseline, unit, ratio: r, target: text, met };
}

/** Each bench file writes its ratios; `npm run bench` gathers them into one table. */
export function writeResults(bench: string, ratios: Ratio[]) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(join(RESULTS_DIR, `${bench}.json`), JSON.stringify(ratios, null, 2));
}
