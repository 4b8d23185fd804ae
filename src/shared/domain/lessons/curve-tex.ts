import { texNumber } from '../maths/explained';
import type { Cubic } from './price-curve';

// How the fitted curve is written for students: every coefficient as it is used (seven
// significant digits), signs folded into the operators ("− 12.5t²", not "+ (−12.5)t²").

const COEFFICIENT_DIGITS = 10;

const magnitude = (x: number) => texNumber(Math.abs(x), COEFFICIENT_DIGITS);

/** a t³ + b t² + … with its signs written as operators; zero terms left out. */
export function texPolynomial(terms: Array<{ coefficient: number; power: string }>): string {
  const shown = terms.filter((term) => term.coefficient !== 0);
  if (shown.length === 0) return '0';
  return shown
    .map(({ coefficient, power }, i) => {
      const term = `${Math.abs(coefficient) === 1 && power ? '' : magnitude(coefficient)}${power}`;
      if (i === 0) return coefficient < 0 ? `-${term}` : term;
      return `${coefficient < 0 ? '-' : '+'} ${term}`;
    })
    .join(' ');
}

export const texCubic = ({ a, b, c, d }: Cubic) =>
  texPolynomial([
    { coefficient: a, power: 't^3' },
    { coefficient: b, power: 't^2' },
    { coefficient: c, power: 't' },
    { coefficient: d, power: '' },
  ]);

/** f′(t) = 3a t² + 2b t + c, multiplied out. */
export const texDerivative = ({ a, b, c }: Cubic) =>
  texPolynomial([
    { coefficient: 3 * a, power: 't^2' },
    { coefficient: 2 * b, power: 't' },
    { coefficient: c, power: '' },
  ]);

/** A coefficient as an operand: in brackets when negative, so "× (−12.5)" reads right. */
export const texCoefficient = (x: number) => texNumber(x, COEFFICIENT_DIGITS);

/** A price to the hundredth of a won (a curve's value), grouped for KaTeX. */
export const texWonCents = (x: number) => texNumber(x, 2);

/** Rounded to the hundredth, as a won figure is shown. */
export const toCents = (x: number) => Math.round(x * 100) / 100;
