import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';

export type Theme = 'light' | 'dark';

const prefersDark =
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches;

export const themeAtom = atomWithStorage<Theme>(
  'theme',
  prefersDark ? 'dark' : 'light',
  undefined,
  {
    getOnInit: true,
  },
);

// docs/product/roles-and-screens.md#layout: the sidebar starts open on windows 1024 px or wider.
export const SIDEBAR_BREAKPOINT = 1024;
export const isWideScreen = () => window.innerWidth >= SIDEBAR_BREAKPOINT;
export const sidebarOpenAtom = atom(typeof window !== 'undefined' && isWideScreen());

export interface ModalState {
  isOpen: boolean;
  type: string | null;
  data: unknown;
}
export const modalAtom = atom<ModalState>({ isOpen: false, type: null, data: null });
