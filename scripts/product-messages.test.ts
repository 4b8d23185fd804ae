import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages } from '../src/shared/messages';
import { adminMessages } from '../src/shared/schemas/admin';
import { authMessages } from '../src/shared/schemas/auth';
import { orderMessages } from '../src/shared/schemas/orders';

// docs/product/messages.md lists the Korean texts the product shows: the catalogues' entries with
// their keys, the screens' texts by situation. Each side holds the other to its words.
const DOC = 'docs/product/messages.md';
const catalogues = { messages, authMessages, adminMessages, orderMessages };

/** The rows of the page's tables as [first cell, last cell], headers and rules left out. */
function tableRows(markdown: string): Array<[string, string]> {
  return markdown
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    )
    .filter((cells) => cells[0] !== 'Key' && cells[0] !== 'Situation')
    .map((cells) => [cells[0]!, cells[cells.length - 1]!]);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe(DOC, () => {
  const rows = tableRows(readFileSync(DOC, 'utf8'));

  it('lists every catalogue entry with its exact text', () => {
    const listed = new Map(rows.map(([key, text]) => [key.replace(/`/g, ''), text]));
    const missing = Object.entries(catalogues).flatMap(([name, catalogue]) =>
      Object.entries(catalogue)
        .filter(([key, text]) => listed.get(`${name}.${key}`) !== text)
        .map(([key, text]) => `${name}.${key}: ${text}`),
    );
    expect(missing).toEqual([]);
  });

  it("lists only texts the screens' code shows", () => {
    const code = sourceFiles('src')
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const absent = rows
      .filter(([first]) => !first.startsWith('`'))
      .map(([, text]) => text)
      .filter((text) => !code.includes(text));
    expect(absent).toEqual([]);
  });
});
