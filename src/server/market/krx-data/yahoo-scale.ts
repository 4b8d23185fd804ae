import { isWithinLimits, priceLimits } from '../../../shared/domain/market/price-limits';
import { isOnTick, roundToTick } from '../../../shared/domain/market/tick-size';
import type { DailyBar, Market } from '../../../shared/schemas/market';

/** A Yahoo Finance daily bar as the SOURCE.md §6 files give it (floats, maybe back-adjusted). */
export interface YahooBar {
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** A raw KRX price of one day from a reference set (SOURCE.md §8): the close, maybe the rest. */
export interface Reference {
  close: number;
  open?: number;
  high?: number;
  low?: number;
}

export type LeftOutReason =
  '야후 자료 없음' | '배율 판정 불가' | '호가 단위 밖' | '원자료 불일치' | '가격제한폭 밖';

export interface WindowResult {
  /** Raw bars with the scale taken out; an event day states its base price as previousClose. */
  bars: DailyBar[];
  /** Per kept day, the factor that turned Yahoo's price into KRX's (raw = Yahoo × factor). */
  factors: Map<string, number>;
  leftOut: { date: string; reason: LeftOutReason }[];
  /** Kept days that had a raw reference, and how many of those equal it on every price. */
  checked: number;
  matched: number;
}

const SAME_FACTOR = 1e-4;
// Yahoo writes adjusted prices as floats: 1036.0000001 is the integer 1036.
const WON_TOLERANCE = 0.05;

const prices = (bar: YahooBar) => [bar.open, bar.high, bar.low, bar.close];

function scaled(price: number, factor: number): number | undefined {
  const raw = price * factor;
  const whole = Math.round(raw);
  return Math.abs(raw - whole) <= WON_TOLERANCE && isOnTick(whole) ? whole : undefined;
}

function referenceMatches(bar: YahooBar, factor: number, reference: Reference): boolean {
  const pairs: [number, number | undefined][] = [
    [bar.close, reference.close],
    [bar.open, reference.open],
    [bar.high, reference.high],
    [bar.low, reference.low],
  ];
  return pairs.every(([price, raw]) => raw === undefined || Math.round(price * factor) === raw);
}

/** Why a day cannot be read with this factor, or undefined when it can. */
function flaw(
  bar: YahooBar | undefined,
  factor: number,
  reference: Reference | undefined,
): LeftOutReason | undefined {
  if (!bar) return '야후 자료 없음';
  if (prices(bar).some((price) => scaled(price, factor) === undefined)) return '호가 단위 밖';
  if (reference && !referenceMatches(bar, factor, reference)) return '원자료 불일치';
  return undefined;
}

const sameFactor = (a: number, b: number) => Math.abs(a / b - 1) < SAME_FACTOR;

function distinctFactors(values: number[]): number[] {
  const out: number[] = [];
  for (const value of values)
    if (value > 0 && Number.isFinite(value) && !out.some((f) => sameFactor(f, value)))
      out.push(value);
  return out;
}

/**
 * Takes Yahoo's back-adjustment out of a run of days between raw KRX days. Yahoo scales every bar
 * before a corporate action by that action's factor, so raw = Yahoo × F(day) with F a step
 * function: `before` on the raw day before the run, `after` (when known) on the raw day after it.
 * The factors tried are those two, 1 and any that two raw references imply. A day is read with a
 * factor only when its prices (on the tick grid, equal to the day's reference) allow that factor
 * alone, or when it lies between two such days, or a raw day, of the same factor. Anything else
 * is not guessed: the day is left out.
 */
export function unscaleWindow(input: {
  dates: string[];
  market: Market;
  yahoo: Map<string, YahooBar>;
  references: Map<string, Reference>;
  before: number;
  after?: number;
  /** The raw close of the day before the run, to state the first day's previous close. */
  previousClose?: number;
}): WindowResult {
  const { dates, yahoo, references, before, after } = input;
  const implied = dates.flatMap((date) => {
    const bar = yahoo.get(date);
    const reference = references.get(date);
    return bar && reference ? [reference.close / bar.close] : [];
  });
  // A factor only one reference implies is a bad Yahoo day, not a scale.
  const repeated = implied.filter((f, i) => implied.some((g, j) => j !== i && sameFactor(f, g)));
  const factors = distinctFactors([
    before,
    ...(after === undefined ? [] : [after]),
    1,
    ...repeated,
  ]);
  const allowed = dates.map((date) =>
    factors.filter((f) => !flaw(yahoo.get(date), f, references.get(date))),
  );
  const chosen = chooseFactors(allowed, before, after);
  const result: WindowResult = {
    bars: [],
    factors: new Map(),
    leftOut: [],
    checked: 0,
    matched: 0,
  };
  let last =
    input.previousClose === undefined
      ? undefined
      : {
          close: input.previousClose,
          factor: before,
          yahooClose: input.previousClose / before,
          at: -1,
        };
  dates.forEach((date, i) => {
    const bar = yahoo.get(date);
    const reference = references.get(date);
    if (bar && reference) result.checked += 1;
    const factor = chosen[i];
    const reason: LeftOutReason | undefined =
      factor !== undefined
        ? undefined
        : !bar
          ? '야후 자료 없음'
          : (allowed[i]?.length ?? 0) > 0
            ? '배율 판정 불가'
            : (flaw(bar, before, reference) ?? '호가 단위 밖');
    if (reason || !bar || factor === undefined) {
      result.leftOut.push({ date, reason: reason ?? '야후 자료 없음' });
      return;
    }
    const [open, high, low, close] = prices(bar).map((p) => Math.round(p * factor)) as [
      number,
      number,
      number,
      number,
    ];
    const kept: DailyBar = {
      date,
      open,
      high,
      low,
      close,
      volume: Math.round(bar.volume / factor),
    };
    if (last) kept.previousClose = basePrice(last, bar, open, factor);
    // After left-out days the price moved on days we do not have; the limits bind day to day.
    const adjacent = last?.at === i - 1;
    if (
      adjacent &&
      kept.previousClose !== undefined &&
      !withinLimits(kept, kept.previousClose, input.market)
    ) {
      result.leftOut.push({ date, reason: '가격제한폭 밖' });
      return;
    }
    if (reference) result.matched += 1;
    result.bars.push(kept);
    result.factors.set(date, factor);
    last = { close, factor, yahooClose: bar.close, at: i };
  });
  return result;
}

/**
 * Per day, the factor it is read with: a day allowing one factor is an anchor, as are the raw days
 * either side; a day allowing several takes the factor of the anchors around it when both agree.
 * At an open end the last anchor's factor holds only if it is 1: Yahoo had not rescaled the
 * stock since then, so no action lies ahead in the data.
 */
function chooseFactors(
  allowed: number[][],
  before: number,
  after?: number,
): (number | undefined)[] {
  const anchors = allowed.map((set) => (set.length === 1 ? set[0] : undefined));
  const leftAnchor: (number | undefined)[] = [];
  let left: number | undefined = before;
  for (const anchor of anchors) {
    if (anchor !== undefined) left = anchor;
    leftAnchor.push(left);
  }
  const rightAnchor: (number | undefined)[] = new Array(allowed.length);
  let right: number | undefined = after;
  for (let i = allowed.length - 1; i >= 0; i--) {
    if (anchors[i] !== undefined) right = anchors[i];
    rightAnchor[i] = right;
  }
  return allowed.map((set, i) => {
    if (anchors[i] !== undefined) return anchors[i];
    const l = leftAnchor[i];
    const r = rightAnchor[i] ?? (l !== undefined && sameFactor(l, 1) ? l : undefined);
    if (l === undefined || r === undefined || !sameFactor(l, r)) return undefined;
    return set.find((f) => sameFactor(f, l));
  });
}

function withinLimits(bar: DailyBar, base: number, market: Market): boolean {
  const limits = priceLimits(base, market);
  return [bar.open, bar.high, bar.low, bar.close].every((p) => isWithinLimits(p, limits));
}

/**
 * The day's base price after `last`. Where the factor changes, either KRX moved the base for a
 * corporate action (KRX's prices jump, Yahoo's back-adjusted ones run on: the base is yesterday's
 * close in today's units, raw × F(today) ÷ F(yesterday)), or Yahoo's own scale moved while KRX's
 * prices ran on (a block of Yahoo rows adjusted by mistake, as 009830 in 2026-05): whichever of
 * the two series is continuous across the change says which.
 */
function basePrice(
  last: { close: number; factor: number; yahooClose: number },
  bar: YahooBar,
  open: number,
  factor: number,
): number {
  if (sameFactor(factor, last.factor)) return last.close;
  const krxGap = Math.abs(Math.log(open / last.close));
  const yahooGap = Math.abs(Math.log(bar.open / last.yahooClose));
  return krxGap <= yahooGap
    ? last.close
    : roundToTick((last.close * factor) / last.factor, 'nearest');
}
