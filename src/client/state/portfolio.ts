import { atom } from 'jotai';

/** The signed-in student's cash as last computed by the server; null until loaded. */
export const cashAtom = atom<number | null>(null);
