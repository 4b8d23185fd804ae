import { roundToTick } from '../../shared/domain/market/tick-size';
import { checkpointAnchors, type Anchor, type Checkpoint, type Snapped } from './day-anchors';
import { gaussian, type Random } from './random';

export type { Checkpoint } from './day-anchors';

/** The real (or synthetic) daily bar one trading day's ticks must honour. */
export interface DayTarget {
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** The intraday state after some steps; prices are on the tick grid. */
export interface DayPath {
  readonly steps: number;
  readonly step: number;
  readonly open: number;
  readonly price: number;
  readonly high: number;
  readonly low: number;
  readonly volume: number;
  advanceTo(step: number): void;
}

// Share of the day's volume traded by time u ∈ [0,1]: the density 1 + 3(2u−1)² is U-shaped,
// busy at the open and the close like a real KRX session.
export function volumeShare(u: number): number {
  const centred = 2 * u - 1;
  return (u + (centred ** 3 + 1) / 2) / 2;
}

function anchorsOf(bar: Snapped, steps: number, random: Random): Anchor[] {
  const range = bar.high - bar.low;
  const highFirst = range > 0 && random() < (bar.open - bar.low) / range;
  const a = 1 + Math.floor(random() * (steps - 2));
  const b = 1 + Math.floor(random() * (steps - 2));
  let first = Math.min(a, b);
  let second = Math.max(a, b);
  if (first === second) {
    if (second < steps - 2) second += 1;
    else first -= 1;
  }
  const [e1, e2] = highFirst ? [bar.high, bar.low] : [bar.low, bar.high];
  const band = { low: bar.low, high: bar.high };
  return [
    { step: 0, price: bar.open, ...band },
    { step: first, price: e1, ...band },
    { step: second, price: e2, ...band },
    { step: steps - 1, price: bar.close, ...band },
  ];
}

function snapped(bar: DayTarget, round: (price: number) => number): Snapped {
  const open = round(bar.open);
  const close = round(bar.close);
  return {
    open,
    close,
    high: Math.max(round(bar.high), open, close),
    low: Math.min(round(bar.low), open, close),
    volume: Math.max(0, Math.round(bar.volume)),
  };
}

export interface DayPathOptions {
  /** The real session's snapshots on this day, already mapped onto the path's steps. */
  checkpoints?: Checkpoint[];
  /** The price grid: KRX ticks by default; an index uses 0.01 points as whole hundredths. */
  round?: (price: number) => number;
}

const onTickGrid = (price: number) => roundToTick(price, 'nearest');

// The volume so far at a step: the U-shaped share of the day, scaled between the volumes the
// snapshots report (with none, simply the day's volume times the share).
function volumeAt(step: number, count: number, knots: Checkpoint[], total: number): number {
  const u = (step + 1) / count;
  let from = { u: 0, volume: 0 };
  for (const knot of knots) {
    const at = (knot.step + 1) / count;
    if (at >= u) return between(from, { u: at, volume: knot.volume }, u);
    from = { u: at, volume: knot.volume };
  }
  return between(from, { u: 1, volume: total }, u);
}

function between(
  from: { u: number; volume: number },
  to: { u: number; volume: number },
  u: number,
) {
  const span = volumeShare(to.u) - volumeShare(from.u);
  const part = span > 0 ? (volumeShare(u) - volumeShare(from.u)) / span : 1;
  return Math.round(from.volume + (to.volume - from.volume) * part);
}

/**
 * A seeded Brownian bridge through the open, the day's high and low (in a random order and at
 * random times) and the close, clamped to [low, high] and rounded onto the tick grid. On a day
 * with snapshots it also passes through each of them, inside the high and low so far. It is
 * generated step by step with O(1) state, so thousands of stocks cost almost nothing.
 */
export function createDayPath(
  target: DayTarget,
  steps: number,
  random: Random,
  options: DayPathOptions = {},
): DayPath {
  const round = options.round ?? onTickGrid;
  const bar = snapped(target, round);
  const count = Math.max(4, Math.floor(steps));
  const snapshots = (options.checkpoints ?? []).map((point) => ({
    ...point,
    price: round(point.price),
    high: round(point.high),
    low: round(point.low),
  }));
  const { anchors, checkpoints } =
    snapshots.length > 0
      ? checkpointAnchors(bar, snapshots, count, random)
      : { anchors: anchorsOf(bar, count, random), checkpoints: [] };
  const sigma = ((bar.high - bar.low) / Math.sqrt(count)) * 0.6;
  let x = bar.open;
  let segment = 1;
  const state = { step: 0, price: bar.open, high: bar.open, low: bar.open };

  function next() {
    const step = state.step + 1;
    while ((anchors[segment]?.step ?? count) < step) segment += 1;
    const target = anchors[segment] ?? { step: count - 1, price: bar.close, ...bar };
    const left = target.step - state.step;
    if (left <= 1) x = target.price;
    else x += (target.price - x) / left + sigma * Math.sqrt((left - 1) / left) * gaussian(random);
    x = Math.min(target.high, Math.max(target.low, x));
    const price = Math.min(target.high, Math.max(target.low, round(x)));
    state.step = step;
    state.price = price;
    if (price > state.high) state.high = price;
    if (price < state.low) state.low = price;
  }

  return {
    steps: count,
    open: bar.open,
    get step() {
      return state.step;
    },
    get price() {
      return state.price;
    },
    get high() {
      return state.high;
    },
    get low() {
      return state.low;
    },
    get volume() {
      return volumeAt(state.step, count, checkpoints, bar.volume);
    },
    advanceTo(step) {
      const until = Math.min(count - 1, step);
      while (state.step < until) next();
    },
  };
}
