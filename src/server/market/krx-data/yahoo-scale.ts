import {
  isWithinLimits,
  priceLimits,
  type PriceLimits,
} from '../../../shared/domain/market/price-limits';
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
  volume?: number;
}

export type LeftOutReason =
  | '야후 자료 없음'
  | '배율 판정 불가'
  | '호가 단위 밖'
  | '원자료 불일치'
  | '가격제한폭 밖'
  | '시고저종 모순'
  | '거래 없음'
  | '날짜 전체 검증 불가'
  | '거래량 불일치';

/**
 * A date the data build found unverifiable as a whole (dateChecks): on a `prices` date the raw
 * references disagree with Yahoo far above the normal rate (Yahoo stored a price that was not
 * final), on a `volume` date Yahoo's volumes are systematically off.
 */
export type DateFlaw = 'prices' | 'volume';

/** One Yahoo day that had a raw reference: does some factor make it equal, on prices and volume. */
export interface ReferenceCheck {
  date: string;
  agrees: boolean;
  volumeAgrees?: boolean;
}

export interface WindowResult {
  /** Raw bars with the scale taken out; an event day states its base price as previousClose. */
  bars: DailyBar[];
  /** Per kept day, the factor that turned Yahoo's price into KRX's (raw = Yahoo × factor). */
  factors: Map<string, number>;
  leftOut: { date: string; reason: LeftOutReason }[];
  /** Yahoo days that had a raw reference: compared with it and equal, compared and different. */
  matched: number;
  differ: number;
  /** Kept days whose volume is the reference's because Yahoo's differed from it. */
  volumeFromReference: number;
  /** Kept days of an unverifiable date that are the reference's own raw bar. */
  referenceBars: number;
  /** Per Yahoo day compared with a reference, whether it agreed: the per-date audit. */
  referenceChecks: ReferenceCheck[];
}

const SAME_FACTOR = 1e-4;
// Yahoo writes adjusted prices as floats: 1036.0000001 is the integer 1036.
const WON_TOLERANCE = 0.05;
// Yahoo's volume of a rescaled day is KRX's divided by the factor, up to its rounding.
const VOLUME_TOLERANCE = 0.01;
// A price jump beyond the limits that one of these share ratios explains is a corporate action
// Yahoo did not adjust for (a reverse split lifts the base ×10, a split halves it).
const ACTION_RATIOS = [2, 3, 4, 5, 10, 1 / 2, 1 / 3, 1 / 4, 1 / 5, 1 / 10];

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

const volumeMatches = (bar: YahooBar, factor: number, volume: number) =>
  Math.abs(bar.volume / factor - volume) <= VOLUME_TOLERANCE * volume;

/** Open and close inside low … high, every price above 0: anything else is not a real bar. */
export function isConsistent(bar: YahooBar): boolean {
  const { open, high, low, close } = bar;
  return low > 0 && low <= Math.min(open, close) && Math.max(open, close) <= high;
}

/** Why a day cannot be read with this factor, or undefined when it can. */
function flaw(
  bar: YahooBar | undefined,
  factor: number,
  reference: Reference | undefined,
): LeftOutReason | undefined {
  if (!bar) return '야후 자료 없음';
  if (!isConsistent(bar)) return '시고저종 모순';
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

export interface WindowInput {
  dates: string[];
  market: Market;
  yahoo: Map<string, YahooBar>;
  references: Map<string, Reference>;
  before: number;
  after?: number;
  /** The raw close of the day before the run, to state the first day's previous close. */
  previousClose?: number;
  /** Dates found unverifiable as a whole across all stocks. */
  dateChecks?: Map<string, DateFlaw>;
}

/** The factors a run may be read with: the raw days' either side, 1, and any two references imply. */
function candidateFactors(input: WindowInput): number[] {
  const { dates, yahoo, references, before, after } = input;
  const implied = dates.flatMap((date) => {
    const bar = yahoo.get(date);
    const reference = references.get(date);
    return bar && reference ? [reference.close / bar.close] : [];
  });
  // A factor only one reference implies is a bad Yahoo day, not a scale.
  const repeated = implied.filter((f, i) => implied.some((g, j) => j !== i && sameFactor(f, g)));
  return distinctFactors([before, ...(after === undefined ? [] : [after]), 1, ...repeated]);
}

// A Yahoo day without volume is a day KRX did not trade the stock (a halt): Yahoo fills it with
// the last price, which is no price anybody paid, and sometimes rescaled (145210 224 → 2,240).
const halted = (bar: YahooBar | undefined) => bar !== undefined && bar.volume <= 0;

/** A reference that is a whole raw KRX bar (SOURCE.md §8's KOSDAQ cache), usable in Yahoo's stead. */
function referenceBar(date: string, reference: Reference | undefined): DailyBar | undefined {
  if (!reference) return undefined;
  const { open, high, low, close, volume } = reference;
  if (open === undefined || high === undefined || low === undefined || !volume) return undefined;
  const bar = { date, open, high, low, close, volume };
  return isConsistent(bar) && prices(bar).every(isOnTick) ? bar : undefined;
}

/** Limits after `steps` trading days from `base`: each day's limit is the next day's base. */
export function compoundedLimits(base: number, steps: number, market: Market): PriceLimits {
  let { upper, lower } = priceLimits(base, market);
  for (let step = 1; step < steps; step++) {
    upper = priceLimits(upper, market).upper;
    lower = priceLimits(lower, market).lower;
  }
  return { upper, lower };
}

const withinLimits = (bar: DailyBar, limits: PriceLimits) =>
  [bar.open, bar.high, bar.low, bar.close].every((p) => isWithinLimits(p, limits));

/**
 * The base a bar is read against when it lies outside the limits of `base`: `base` times the one
 * share ratio that brings it inside (a corporate action Yahoo did not adjust), else undefined.
 * Only right after a known close: across unknown days a delisting's 정리매매 (no limits) or a
 * run of limit moves would pass for a ratio.
 */
function actionBase(bar: DailyBar, base: number, market: Market) {
  const fits = ACTION_RATIOS.map((ratio) => roundToTick(base * ratio, 'nearest')).filter((b) =>
    withinLimits(bar, priceLimits(b, market)),
  );
  return fits.length === 1 ? fits[0] : undefined;
}

interface Last {
  close: number;
  factor: number;
  yahooClose: number;
  at: number;
}

/**
 * Takes Yahoo's back-adjustment out of a run of days between raw KRX days. Yahoo scales every bar
 * before a corporate action by that action's factor, so raw = Yahoo × F(day) with F a step
 * function: `before` on the raw day before the run, `after` (when known) on the raw day after it.
 * The factors tried are those two, 1 and any that two raw references imply. A day is read with a
 * factor only when its prices (a consistent bar on the tick grid, equal to the day's reference)
 * allow that factor alone, or when it lies between two such days, or a raw day, of the same
 * factor. It is kept only inside the price limits compounded from the last kept close over the
 * trading days between (a halted day does not move the price), or as a corporate action when a
 * whole share ratio explains the jump. Anything else is not guessed: the day is left out.
 */
export function unscaleWindow(input: WindowInput): WindowResult {
  const { dates, yahoo, references, before, after, market } = input;
  const dateChecks = input.dateChecks ?? new Map<string, DateFlaw>();
  const factors = candidateFactors(input);
  const allowed = dates.map((date) => {
    const bar = yahoo.get(date);
    if (halted(bar) || dateChecks.get(date) === 'prices') return [];
    return factors.filter((f) => !flaw(bar, f, references.get(date)));
  });
  const chosen = chooseFactors(allowed, before, after);
  const result: WindowResult = {
    bars: [],
    factors: new Map(),
    leftOut: [],
    matched: 0,
    differ: 0,
    volumeFromReference: 0,
    referenceBars: 0,
    referenceChecks: [],
  };
  let last: Last | undefined =
    input.previousClose === undefined
      ? undefined
      : {
          close: input.previousClose,
          factor: before,
          yahooClose: input.previousClose / before,
          at: -1,
        };
  const haltedBefore = (i: number) =>
    dates.slice(0, i).filter((date) => halted(yahoo.get(date))).length;
  const leaveOut = (date: string, reason: LeftOutReason) => result.leftOut.push({ date, reason });
  dates.forEach((date, i) => {
    const bar = yahoo.get(date);
    const reference = references.get(date);
    const dateFlaw = dateChecks.get(date);
    if (!bar) return leaveOut(date, '야후 자료 없음');
    if (halted(bar)) return leaveOut(date, '거래 없음');
    if (reference && dateFlaw !== 'prices')
      result.referenceChecks.push(referenceCheck(date, bar, reference, factors));
    let kept: DailyBar;
    let factor: number;
    if (dateFlaw === 'prices') {
      const raw = referenceBar(date, reference);
      if (!raw) return leaveOut(date, '날짜 전체 검증 불가');
      kept = raw;
      factor = last?.factor ?? before;
    } else {
      const chosenFactor = chosen[i];
      if (chosenFactor === undefined) {
        const reason =
          (allowed[i]?.length ?? 0) > 0
            ? '배율 판정 불가'
            : (flaw(bar, before, reference) ?? '호가 단위 밖');
        if (reason === '원자료 불일치') result.differ += 1;
        return leaveOut(date, reason);
      }
      factor = chosenFactor;
      kept = unscaled(date, bar, factor);
      // KRX's own count wins over Yahoo's, which can be a little off (after-hours, rounding).
      const volume = reference?.volume;
      if (volume !== undefined && volume !== kept.volume) {
        kept.volume = volume;
        result.volumeFromReference += 1;
      } else if (dateFlaw === 'volume' && volume === undefined)
        return leaveOut(date, '거래량 불일치');
    }
    if (last) {
      const base = basePrice(last, bar, kept.open, factor);
      // Halted days between do not move the price; days left out for other reasons may have.
      const steps = i - last.at - (haltedBefore(i) - haltedBefore(last.at + 1));
      const within = withinLimits(kept, compoundedLimits(base, steps, market));
      const stated = within ? base : steps === 1 ? actionBase(kept, base, market) : undefined;
      if (stated === undefined) return leaveOut(date, '가격제한폭 밖');
      kept.previousClose = stated;
    }
    if (dateFlaw === 'prices') result.referenceBars += 1;
    else if (reference) result.matched += 1;
    result.bars.push(kept);
    result.factors.set(date, factor);
    last = { close: kept.close, factor, yahooClose: kept.close / factor, at: i };
  });
  return result;
}

function unscaled(date: string, bar: YahooBar, factor: number): DailyBar {
  const [open, high, low, close] = prices(bar).map((p) => Math.round(p * factor)) as [
    number,
    number,
    number,
    number,
  ];
  return { date, open, high, low, close, volume: Math.round(bar.volume / factor) };
}

function referenceCheck(
  date: string,
  bar: YahooBar,
  reference: Reference,
  factors: number[],
): ReferenceCheck {
  const check: ReferenceCheck = {
    date,
    agrees: factors.some((f) => referenceMatches(bar, f, reference)),
  };
  const volume = reference.volume;
  if (volume !== undefined && volume > 0)
    check.volumeAgrees = factors.some((f) => volumeMatches(bar, f, volume));
  return check;
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
