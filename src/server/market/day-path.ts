import { roundToTick } from '../../shared/domain/market/tick-size';
import { gaussian, type Random } from './random';

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

interface Anchor {
  step: number;
  price: number;
}

function anchorsOf(bar: DayTarget, steps: number, random: Random): Anchor[] {
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
  return [
    { step: 0, price: bar.open },
    { step: first, price: e1 },
    { step: second, price: e2 },
    { step: steps - 1, price: bar.close },
  ];
}

function snapped(bar: DayTarget): DayTarget {
  const open = roundToTick(bar.open, 'nearest');
  const close = roundToTick(bar.close, 'nearest');
  return {
    open,
    close,
    high: Math.max(roundToTick(bar.high, 'nearest'), open, close),
    low: Math.min(roundToTick(bar.low, 'nearest'), open, close),
    volume: Math.max(0, Math.round(bar.volume)),
  };
}

/**
 * A seeded Brownian bridge through the open, the day's high and low (in a random order and at
 * random times) and the close, clamped to [low, high] and rounded onto the tick grid. It is
 * generated step by step with O(1) state, so thousands of stocks cost almost nothing.
 */
export function createDayPath(target: DayTarget, steps: number, random: Random): DayPath {
  const bar = snapped(target);
  const count = Math.max(4, Math.floor(steps));
  const anchors = anchorsOf(bar, count, random);
  const sigma = ((bar.high - bar.low) / Math.sqrt(count)) * 0.6;
  let x = bar.open;
  let segment = 1;
  const state = { step: 0, price: bar.open, high: bar.open, low: bar.open };

  function next() {
    const step = state.step + 1;
    while ((anchors[segment]?.step ?? count) < step) segment += 1;
    const target = anchors[segment] ?? { step: count - 1, price: bar.close };
    const left = target.step - state.step;
    if (left <= 1) x = target.price;
    else x += (target.price - x) / left + sigma * Math.sqrt((left - 1) / left) * gaussian(random);
    x = Math.min(bar.high, Math.max(bar.low, x));
    const price = Math.min(bar.high, Math.max(bar.low, roundToTick(x, 'nearest')));
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
      return Math.round(bar.volume * volumeShare((state.step + 1) / count));
    },
    advanceTo(step) {
      const until = Math.min(count - 1, step);
      while (state.step < until) next();
    },
  };
}
