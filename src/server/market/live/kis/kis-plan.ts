import { BOOK_TR, TRADE_TR } from './kis-frames';
import type { Registration } from './kis-socket';

export interface PlanLimits {
  /** Registrations one WebSocket session may hold (KIS: 41, trades and order books together). */
  maxRegistrations: number;
  /** How many of the most-wanted stocks also get their order book streamed. */
  bookSymbols: number;
}

/**
 * What the socket should carry, most wanted first: 체결 and 호가 for the top few, then 체결 for
 * the next ones until the session's registrations run out.
 */
export function planRegistrations(symbols: string[], limits: PlanLimits): Registration[] {
  const books = Math.min(limits.bookSymbols, Math.floor(limits.maxRegistrations / 2));
  const plan: Registration[] = [];
  for (const [index, symbol] of symbols.entries()) {
    if (plan.length >= limits.maxRegistrations) break;
    plan.push({ trId: TRADE_TR, symbol });
    if (index < books && plan.length < limits.maxRegistrations) {
      plan.push({ trId: BOOK_TR, symbol });
    }
  }
  return plan;
}

export interface RestPick {
  symbols: string[];
  /** Where the round-robin continues next cycle. */
  cursor: number;
}

/**
 * The stocks REST prices this cycle, within its request budget: first any never priced (the
 * socket only speaks when a trade happens), then the ones the socket does not carry, in turn.
 */
export function pickRestTargets(input: {
  symbols: string[];
  onSocket: ReadonlySet<string>;
  priced: ReadonlySet<string>;
  budget: number;
  cursor: number;
}): RestPick {
  const unpriced = input.symbols.filter((s) => !input.priced.has(s));
  const rotating = input.symbols.filter((s) => input.priced.has(s) && !input.onSocket.has(s));
  const picked = unpriced.slice(0, input.budget);
  const room = Math.min(input.budget - picked.length, rotating.length);
  const start = rotating.length === 0 ? 0 : input.cursor % rotating.length;
  for (let i = 0; i < room; i += 1) {
    const symbol = rotating[(start + i) % rotating.length];
    if (symbol !== undefined) picked.push(symbol);
  }
  return { symbols: picked, cursor: rotating.length === 0 ? 0 : (start + room) % rotating.length };
}
