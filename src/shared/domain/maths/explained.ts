// A figure together with the mathematics that produced it (docs/product/teaching.md#explained-figures): the formula in symbols,
// then the same formula with the student's numbers, step by step, ending in the figure.
// Formulas and expressions are LaTeX (rendered with KaTeX); a step's `value` is the number the
// view prints after "=" in the figure's unit.

export type MetricUnit = 'won' | 'ratio' | 'number' | 'count';

export interface Step {
  expression: string;
  /** null: the figure cannot be computed from the data (shown as "—" with the note). */
  value: number | null;
  /** When a step is in another unit than the figure (a weight inside a return). */
  unit?: MetricUnit;
}

export interface Explained {
  value: number | null;
  unit: MetricUnit;
  formula: string;
  steps: Step[];
  /** Why a figure is missing or what an edge case means, in Korean. */
  note?: string;
}

/** Ratios leave the domain on a 10⁻⁶ grid (0.0001 %-point): equal returns compare equal. */
export const roundRatio = (ratio: number) => Math.round(ratio * 1_000_000) / 1_000_000;

/** part ÷ whole, or null when there is no positive base to measure against. */
export const ratioOrNull = (part: number, whole: number) =>
  whole > 0 ? roundRatio(part / whole) : null;

/** An explanation whose last step is the value: the one shape every figure takes. */
export function explained(
  unit: MetricUnit,
  formula: string,
  steps: Step[],
  note?: string,
): Explained {
  const value = steps.at(-1)?.value ?? null;
  return note === undefined
    ? { value, unit, formula, steps }
    : { value, unit, formula, steps, note };
}

/** A figure that cannot be computed: its formula, one step saying so, and why. */
export function unavailable(unit: MetricUnit, formula: string, note: string): Explained {
  return explained(unit, formula, [{ expression: '\\text{계산할 수 없음}', value: null }], note);
}

// LaTeX number writers. KaTeX would space a bare comma as punctuation: {,} keeps 71,000 tight.
const grouped = (text: string) => text.replace(/,/g, '{,}');

// toLocaleString with options builds a new Intl.NumberFormat on every call (tens of µs); every
// portfolio answer writes dozens of numbers, so the formatters are made once.
const integerFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const fractionFormats = new Map<number, Intl.NumberFormat>();
function fractionFormat(digits: number): Intl.NumberFormat {
  let format = fractionFormats.get(digits);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { maximumFractionDigits: digits });
    fractionFormats.set(digits, format);
  }
  return format;
}

export function texWon(amount: number): string {
  return grouped(integerFormat.format(Math.round(amount)));
}

export function texNumber(value: number, digits = 4): string {
  return texOfFormatted(value, fractionFormat(digits).format(value));
}

const texOfFormatted = (value: number, text: string) => grouped(value < 0 ? `(${text})` : text);

export function texPercent(ratio: number, digits = 2): string {
  const text = `${(ratio * 100).toFixed(digits)}\\%`;
  return ratio < 0 ? `(${text})` : text;
}

/** Decimals the view prints of a step value, by unit (a ratio as percent: 0.0123 → 1.23%). */
export const SHOWN_DECIMALS: Record<MetricUnit, number> = { won: 2, ratio: 2, number: 2, count: 0 };

/** A value in units of the last digit the view prints: what "the same figure" means. */
function shownUnits(value: number, unit: MetricUnit): number {
  const decimals = SHOWN_DECIMALS[unit] + (unit === 'ratio' ? 2 : 0);
  return Math.round(value * 10 ** decimals);
}

/** An operand of a step: its value, written as a percent or a plain number, with at least `digits` decimals. */
export interface Operand {
  value: number;
  style: 'percent' | 'number';
  digits: number;
}

/** The operand as written in the step and the number a student reads from it. */
function written({ value, style, digits }: Operand): { tex: string; read: number } {
  if (style === 'percent') {
    return { tex: texPercent(value, digits), read: Number((value * 100).toFixed(digits)) / 100 };
  }
  // Formatted once: a school's board writes thousands of these on every price move.
  const text = fractionFormat(digits).format(value);
  return { tex: texOfFormatted(value, text), read: Number(text.replace(/,/g, '')) };
}

// A step whose operands still disagree after this many extra decimals sits on a rounding edge
// that no reasonable number of digits resolves; it is written at that precision anyway.
const MAX_EXTRA_DIGITS = 12;

/**
 * The operands of a step written with as many decimals as redoing the step by hand needs: each
 * starts at its own `digits` and all gain one at a time until `compute` over the written numbers
 * gives `value` as the view prints it (α from 2-decimal percentages would not).
 */
export function redoable(
  operands: Operand[],
  compute: (read: number[]) => number,
  value: number,
  unit: MetricUnit,
): string[] {
  const target = shownUnits(value, unit);
  for (let extra = 0; ; extra++) {
    const ws = operands.map((o) => written({ ...o, digits: o.digits + extra }));
    // Rounded to the 10⁻⁶ grid first, as every ratio figure is made (roundRatio), then printed.
    const agrees = shownUnits(roundRatio(compute(ws.map((w) => w.read))), unit) === target;
    if (agrees || extra === MAX_EXTRA_DIGITS) return ws.map((w) => w.tex);
  }
}

/** Σ of many terms written out, shortened in the middle so a projector still reads it. */
export function texSum(terms: string[], max = 6): string {
  if (terms.length === 0) return '0';
  if (terms.length <= max) return terms.join(' + ');
  return [...terms.slice(0, max - 2), '\\cdots', terms.at(-1)!].join(' + ');
}

const TEX_SPECIALS: Record<string, string> = {
  '\\': '\\textbackslash{}',
  '{': '\\{',
  '}': '\\}',
  $: '\\$',
  '&': '\\&',
  '#': '\\#',
  '%': '\\%',
  _: '\\_',
  '^': '\\textasciicircum{}',
  '~': '\\textasciitilde{}',
};

/** A name (a stock, a sector) as LaTeX text: "LG H&H" must not become an alignment tab. */
export function texText(text: string): string {
  return `\\text{${text.replace(/[\\{}$&#%_^~]/g, (c) => TEX_SPECIALS[c]!)}}`;
}
