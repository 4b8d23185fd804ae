import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeFiles, commentsOf } from './code-comments';

// Every guide a reader follows: its links lead somewhere and the commands it names exist.
// Decision records are history and may name what has since moved.
const markdownIn = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .map((f) => join(dir, f));
const DOCS = [
  'README.md',
  'data/README.md',
  'docs/decisions/README.md',
  ...markdownIn('docs'),
  ...markdownIn('docs/product'),
];
const scripts = Object.keys(
  (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts,
);

/** GitHub's heading anchors: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

const anchorsOf = (file: string) =>
  new Set([...readFileSync(file, 'utf8').matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => slug(m[1]!)));

describe.each(DOCS)('%s', (file) => {
  const text = readFileSync(file, 'utf8');

  it('links only to files and headings that exist', () => {
    const broken: string[] = [];
    for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^(https?:|mailto:)/.test(target!)) continue;
      const [path, anchor] = target!.split('#') as [string, string | undefined];
      const resolved = path === '' ? file : join(dirname(file), path);
      if (!existsSync(resolved)) broken.push(target!);
      else if (anchor && resolved.endsWith('.md') && !anchorsOf(resolved).has(anchor))
        broken.push(target!);
    }
    expect(broken).toEqual([]);
  });

  it('names only npm scripts that package.json has', () => {
    const named = [...text.matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1]!);
    expect(named.filter((name) => !scripts.includes(name))).toEqual([]);
  });
});

describe('docs/decisions/README.md', () => {
  it('lists every decision record once, under its number', () => {
    const records = readdirSync('docs/decisions').filter((f) => /^\d{4}-.+\.md$/.test(f));
    const index = readFileSync('docs/decisions/README.md', 'utf8');
    const listed = [...index.matchAll(/^- \[(\d{4})\]\(([^)]+)\)/gm)].map(
      ([, number, file]) => `${number} ${file}`,
    );
    expect(listed.sort()).toEqual(records.map((file) => `${file.slice(0, 4)} ${file}`).sort());
  });
});

// The code's comments cite the repository's own documents: docs/product for the product's rules,
// the ADRs for decisions, never the specification's sections or the tracker's numbers, which a
// reader of the repository does not have.
describe('code comments', () => {
  const comments = codeFiles([
    'src',
    'tests',
    'scripts',
    'bench',
    ...readdirSync('.').filter((f) => /\.config\.(ts|js)$/.test(f)),
  ]).flatMap(commentsOf);
  const where = (c: { file: string; line: number }) => `${c.file}:${c.line}`;

  it('cite no SPEC or DESIGN section and no issue number', () => {
    const outside = /\b(SPEC|DESIGN)\b|\b[Ii]ssues? #?\d+|(^|[\s(])#\d{1,3}\b(?![\w-])/;
    const cited = comments.flatMap((c) =>
      c.text
        .split('\n')
        .map((line, i) => ({ ...c, line: c.line + i, text: line }))
        .filter((line) => outside.test(line.text))
        .map((line) => `${where(line)}: ${line.text.trim()}`),
    );
    expect(cited).toEqual([]);
  });

  it('cite only documents, headings and decision records that exist', () => {
    const broken: string[] = [];
    for (const c of comments) {
      const docs = c.text.matchAll(
        /(?<![\w/.-])((?:docs\/[\w./-]+|data\/README|README)\.md)(?:#([\p{L}\p{N}_-]+))?/gu,
      );
      for (const [cited, path, anchor] of docs) {
        if (!existsSync(path!) || (anchor && !anchorsOf(path!).has(anchor)))
          broken.push(`${where(c)}: ${cited}`);
      }
      for (const [cited, number] of c.text.matchAll(/\bADR (\d{4})\b/g)) {
        if (!readdirSync('docs/decisions').some((f) => f.startsWith(`${number}-`)))
          broken.push(`${where(c)}: ${cited}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
