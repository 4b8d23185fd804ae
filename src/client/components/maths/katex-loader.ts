import type katexType from 'katex';

type Katex = typeof katexType;

let loading: Promise<Katex> | null = null;

/** KaTeX and its stylesheet, fetched the first time a 계산 보기 panel opens, then kept. */
export function loadKatex(): Promise<Katex> {
  loading ??= Promise.all([import('katex'), import('katex/dist/katex.min.css')]).then(
    ([module]) => module.default,
  );
  return loading;
}
