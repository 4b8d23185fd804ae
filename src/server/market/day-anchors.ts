import type { Random } from './random';

/** A price the path must reach at a step, and the band it must stay in on its way there. */
export interface Anchor {
  step: number;
  price: number;
  low: number;
  high: number;
}

/**
 * A real snapshot of the session as a path step (the caller maps its time onto the steps): the
 * price at that step and the day's high, low and volume so far.
 */
export interface Checkpoint {
  step: number;
  price: number;
  high: number;
  low: number;
  volume: number;
}

export interface Snapped {
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

// `count` distinct steps in [from, to], ascending, drawn uniformly.
function distinctSteps(from: number, to: number, count: number, random: Random): number[] {
  const room = to - from + 1;
  if (room <= 0 || count <= 0) return [];
  const picked = new Set<number>();
  while (picked.size < Math.min(count, room)) picked.add(from + Math.floor(random() * room));
  return [...picked].sort((a, b) => a - b);
}

/**
 * One leg of the day: from a reached point to the next, inside [low, high], touching each bound
 * the running high or low has not reached yet (a new high before a snapshot that reports one).
 * With too few steps for both, the bound that fits is touched.
 */
function legAnchors(
  from: { step: number; price: number },
  to: { step: number; price: number },
  band: { low: number; high: number; needHigh: boolean; needLow: boolean },
  random: Random,
): Anchor[] {
  const { low, high } = band;
  const range = high - low;
  const highFirst = range > 0 && random() < (from.price - low) / range;
  const wanted = [
    band.needHigh && to.price !== high ? high : undefined,
    band.needLow && to.price !== low ? low : undefined,
  ].filter((price): price is number => price !== undefined);
  const ordered = highFirst ? wanted : wanted.reverse();
  const steps = distinctSteps(from.step + 1, to.step - 1, ordered.length, random);
  const extremes = steps.map((step, i) => ({ step, price: ordered[i] as number, low, high }));
  return [...extremes, { ...to, low, high }];
}

/**
 * The snapshots made consistent with the day's bar: inside its high and low, the high and low
 * so far never shrinking, the volume so far never falling and never above the day's.
 */
function consistent(bar: Snapped, checkpoints: Checkpoint[], steps: number): Checkpoint[] {
  const out: Checkpoint[] = [];
  let previous = { step: 0, high: bar.open, low: bar.open, volume: 0 };
  for (const point of checkpoints) {
    if (point.step <= previous.step || point.step >= steps - 1) continue;
    const price = Math.min(bar.high, Math.max(bar.low, point.price));
    const high = Math.min(bar.high, Math.max(point.high, price, previous.high));
    const low = Math.max(bar.low, Math.min(point.low, price, previous.low));
    const volume = Math.min(bar.volume, Math.max(point.volume, previous.volume));
    previous = { step: point.step, high, low, volume };
    out.push({ step: point.step, price, high, low, volume });
  }
  return out;
}

/**
 * The anchors of a day through its snapshots: legs open → snapshot → … → close, each leg inside
 * the high and low so far at its end, so at every snapshot the running high and low are the
 * snapshot's, and the last leg reaches the day's own high and low.
 */
export function checkpointAnchors(
  bar: Snapped,
  points: Checkpoint[],
  steps: number,
  random: Random,
): { anchors: Anchor[]; checkpoints: Checkpoint[] } {
  const checkpoints = consistent(bar, points, steps);
  const ends = [
    ...checkpoints,
    { step: steps - 1, price: bar.close, high: bar.high, low: bar.low, volume: bar.volume },
  ];
  const anchors: Anchor[] = [{ step: 0, price: bar.open, low: bar.open, high: bar.open }];
  let reached = { step: 0, price: bar.open, high: bar.open, low: bar.open };
  for (const end of ends) {
    const band = {
      low: end.low,
      high: end.high,
      needHigh: end.high > reached.high,
      needLow: end.low < reached.low,
    };
    anchors.push(...legAnchors(reached, end, band, random));
    reached = end;
  }
  return { anchors, checkpoints };
}
