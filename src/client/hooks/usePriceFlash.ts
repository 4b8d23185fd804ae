import { useState } from 'react';
import '../styles/price-flash.css';

interface Flash {
  price: number | null;
  className: string;
}

/**
 * The class that flashes a price cell once when its price moves: red up, blue down. Two
 * alternating animation names restart the flash when the price moves again before it ends.
 */
export function usePriceFlash(price: number | null | undefined): string {
  const current = price ?? null;
  const [flash, setFlash] = useState<Flash>({ price: current, className: '' });
  if (flash.price !== current) {
    const previous = flash.price;
    const moved = previous !== null && current !== null;
    const parity = flash.className.endsWith('odd') ? 'even' : 'odd';
    const direction = moved && current > previous ? 'up' : 'down';
    setFlash({
      price: current,
      className: moved ? `price-flash price-flash-${direction} price-flash-${parity}` : '',
    });
  }
  return flash.className;
}
