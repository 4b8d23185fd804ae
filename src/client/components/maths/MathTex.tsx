import { useEffect, useRef, useState } from 'react';
import { loadKatex } from './katex-loader';
import './maths.css';

/**
 * One LaTeX expression rendered by KaTeX as HTML for the eye and MathML for screen readers.
 * katex.render builds DOM nodes and sets their styles through the CSSOM, which the CSP allows
 * (renderToString's style="…" attributes would be blocked by style-src 'self').
 * Until KaTeX arrives (or if it fails) the source is shown, so nothing is ever blank.
 */
export function MathTex({ tex, block = false }: { tex: string; block?: boolean }) {
  const target = useRef<HTMLSpanElement>(null);
  const [rendered, setRendered] = useState(false);
  useEffect(() => {
    let live = true;
    loadKatex()
      .then((katex) => {
        if (!live || !target.current) return;
        katex.render(tex, target.current, {
          displayMode: block,
          output: 'htmlAndMathml',
          throwOnError: false,
        });
        setRendered(true);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [tex, block]);
  return (
    <>
      <span ref={target} className="math" />
      {!rendered && <code className="math-source">{tex}</code>}
    </>
  );
}
