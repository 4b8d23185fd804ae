export type ContentEncoding = 'br' | 'gzip';

/**
 * The encoding to send, from `available` (in the server's order of preference), that an
 * Accept-Encoding header accepts with the highest weight; null means the plain file.
 * RFC 9110 §12.5.3: q=0 refuses, `*` stands for any encoding not named, no header means none.
 */
export function chooseEncoding(
  header: string | undefined,
  available: readonly ContentEncoding[],
): ContentEncoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [coding = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(coding, Number.isFinite(weight) ? weight : 0);
  }
  let best: ContentEncoding | null = null;
  let bestWeight = 0;
  for (const encoding of available) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) [best, bestWeight] = [encoding, weight];
  }
  return best;
}
