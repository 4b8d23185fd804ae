import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUCTION_LESSON, LESSON_PAGES, LESSON_SECTIONS } from '../src/shared/lessons';
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

/** A guide without its fenced code blocks, where `#` starts a shell comment, not a heading. */
const prose = (text: string) => text.replace(/^ {0,3}(`{3,}|~{3,}).*\n[\s\S]*?^ {0,3}\1.*$/gm, '');

const anchorsIn = (text: string) =>
  new Set([...prose(text).matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => slug(m[1]!)));
const anchorsOf = (file: string) => anchorsIn(readFileSync(file, 'utf8'));

/** Where a guide's links lead: inline ones (with or without a title) and reference definitions. */
const linksIn = (text: string) =>
  [
    ...prose(text).matchAll(
      /\]\(<?([^)\s>]+)>?(?:\s+"[^"]*")?\)|^ {0,3}\[[^\]]+\]:\s*<?([^\s>]+)/gm,
    ),
  ].map((m) => (m[1] ?? m[2])!);

describe('the link check', () => {
  it('reads titled and reference links, and no heading from a code block', () => {
    const text = '# 설치\n\n```bash\n# 백업\n```\n\n[a](a.md "제목") [b][r]\n\n[r]: <b.md#x>\n';
    expect(linksIn(text)).toEqual(['a.md', 'b.md#x']);
    expect([...anchorsIn(text)]).toEqual(['설치']);
  });
});

describe.each(DOCS)('%s', (file) => {
  const text = readFileSync(file, 'utf8');

  it('links only to files and headings that exist', () => {
    const broken: string[] = [];
    for (const target of linksIn(text)) {
      if (/^(https?:|mailto:)/.test(target)) continue;
      const [path, anchor] = target.split('#') as [string, string | undefined];
      const resolved = path === '' ? file : join(dirname(file), path);
      if (!existsSync(resolved)) broken.push(target);
      else if (anchor && resolved.endsWith('.md') && !anchorsOf(resolved).has(anchor))
        broken.push(target);
    }
    expect(broken).toEqual([]);
  });

  it('names only npm scripts that package.json has', () => {
    const named = [...text.matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1]!);
    expect(named.filter((name) => !scripts.includes(name))).toEqual([]);
  });
});

describe('docs/teacher-guide.md', () => {
  it('plans every lesson of /lessons in its table, by title and 성취기준', () => {
    const rows = readFileSync('docs/teacher-guide.md', 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('|'));
    const planned = (lesson: { title: string; standards: string[] }) =>
      rows.some(
        (row) =>
          row.includes(lesson.title) && lesson.standards.every((code) => row.includes(`[${code}]`)),
      );
    const lessons = [...LESSON_PAGES, ...LESSON_SECTIONS, AUCTION_LESSON];
    expect(lessons.filter((lesson) => !planned(lesson)).map((lesson) => lesson.title)).toEqual([]);
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
