import type { ReactNode } from 'react';
import { directionOf } from '../../shared/format';

/**
 * SPEC §9: `market` (red up, blue down) on the trading, portfolio, detail and every other student
 * money view; `gain` (green up, red down) only on the teacher and dashboard views the spec names.
 */
export type Palette = 'market' | 'gain';

const arrows = { up: '▲', down: '▼', flat: '' } as const;
const tones = {
  market: { up: 'up', down: 'down', flat: '' },
  gain: { up: 'gain', down: 'loss', flat: '' },
} as const;

/**
 * A signed figure with its colour and arrow, both decided from `shown`: the value as printed
 * (rounded to the digits on screen), so a loss that prints as 0.00 % gets no ▼ beside a plus.
 */
export function ChangeCue({
  shown,
  palette,
  children,
}: {
  shown: number | null | undefined;
  palette: Palette;
  children: ReactNode;
}) {
  const direction = directionOf(shown);
  return (
    <span className={`price-change ${tones[palette][direction]}`.trimEnd()}>
      {arrows[direction] && <span aria-hidden="true">{arrows[direction]} </span>}
      {children}
    </span>
  );
}

/** A sign in front of a figure that is above zero as printed (a negative one prints its minus). */
export const plusSign = (shown: number | null | undefined) =>
  shown != null && shown > 0 ? '+' : '';
