import { useEffect, useState } from 'react';
import { loadKatex } from './katex-loader';

/**
 * One LaTeX expression rendered by KaTeX as HTML for the eye and MathML for screen readers.
 * Until KaTeX arrives (or if it fails) the source is shown, so nothing is ever blank.
 */
export function MathTex({ tex, block = false }: { tex: string; block?: boolean }) {
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    loadKatex()
      .then((katex) => {
        if (live)
          setHtml(
            katex.renderToString(tex, {
              displayMode: block,
              output: 'htmlAndMathml',
              throwOnError: false,
            }),
          );
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [tex, block]);
  if (html === null) return <code className="math-source">{tex}</code>;
  // KaTeX escapes the text it is given and, without `trust`, renders no links or raw HTML.
  return <span className="math" dangerouslySetInnerHTML={{ __html: html }} />;
}
