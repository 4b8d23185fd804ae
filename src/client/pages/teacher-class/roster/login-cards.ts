import { atom } from 'jotai';
import type { LoginCards } from '../../../../shared/schemas/roster';

/**
 * The login cards to print. Temporary passwords exist only in the answer that made them, so
 * they are kept in memory (never in storage) until the page is left or reloaded.
 */
export const loginCardsAtom = atom<LoginCards | null>(null);
