import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

export interface CodeComment {
  file: string;
  line: number;
  text: string;
}

const CODE = /\.(ts|tsx|js|mjs|cjs|css)$/;

/** The source files of the given folders and files, node_modules and dot folders left out. */
export function codeFiles(paths: string[]): string[] {
  return paths.flatMap((path) => {
    if (CODE.test(path)) return [path];
    return readdirSync(path, { withFileTypes: true })
      .filter((entry) => entry.name !== 'node_modules' && !entry.name.startsWith('.'))
      .flatMap((entry) => {
        const child = join(path, entry.name);
        if (entry.isDirectory()) return codeFiles([child]);
        return CODE.test(entry.name) ? [child] : [];
      });
  });
}

/**
 * Every comment of a file: what TypeScript's parser reads as comments (so `//` in a string or a
 * regular expression is not one), CSS block comments.
 */
export function commentsOf(file: string): CodeComment[] {
  const text = readFileSync(file, 'utf8');
  const ranges = new Map<number, number>();
  if (file.endsWith('.css')) {
    for (const m of text.matchAll(/\/\*[\s\S]*?\*\//g)) ranges.set(m.index, m.index + m[0].length);
  } else {
    const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
    const add = (found: ts.CommentRange[] | undefined) =>
      found?.forEach((range) => ranges.set(range.pos, range.end));
    const visit = (node: ts.Node) => {
      if (node.kind !== ts.SyntaxKind.JsxText) add(ts.getLeadingCommentRanges(text, node.pos));
      add(ts.getTrailingCommentRanges(text, node.end));
      node.getChildren(source).forEach(visit);
    };
    visit(source);
  }
  return [...ranges].map(([pos, end]) => ({
    file,
    line: text.slice(0, pos).split('\n').length,
    text: text.slice(pos, end),
  }));
}
