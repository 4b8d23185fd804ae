import type { ReactNode } from 'react';
import { directionOf } from '../../shared/format';

// One colour rule on every page, the Korean market's: up red ▲, down blue ▼ (ADR 0039).
const arrows = { up: '▲', down: '▼', flat: '' } as const;
const tones = { up: 'up', down: 'down', flat: '' } as const;

/**
 * A signed figure with its colour and arrow, both decided from `shown`: the value as printed
 * (rounded to the digits on screen), so a loss that prints as 0.00 % gets no ▼ beside a plus.
 */
export function ChangeCue({
  shown,
  children,
}: {
  shown: number | null | undefined;
  children: ReactNode;
}) {
  const direction = directionOf(shown);
  return (
    <span className={`price-change ${tones[direction]}`.trimEnd()}>
      {arrows[direction] && <span aria-hidden="true">{arrows[direction]} </span>}
      {children}
    </span>
  );
}

/** A sign in front of a figure that is above zero as printed (a negative one prints its minus). */
export const plusSign = (shown: number | null | undefined) =>
  shown != null && shown > 0 ? '+' : '';
