import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sources } from '../../src/client/pages/about/sources';

// data/README.md's Source table: the repositories in its "from" column.
function readmeRepositories(): string[] {
  const readme = readFileSync('data/README.md', 'utf8');
  const table = readme.slice(readme.indexOf('## Source'), readme.indexOf('## The semester'));
  const fromColumn = table.split('\n').flatMap((row) => row.split('|')[2] ?? []);
  return [...new Set(fromColumn.join(' ').match(/[\w-]+\/[\w.-]+/g) ?? [])];
}

describe("the about page's sources", () => {
  it('credits every repository the data README names as a source', () => {
    const credited = sources.map((s) => s.repository);
    expect(readmeRepositories().length).toBeGreaterThanOrEqual(8);
    expect(readmeRepositories().filter((repo) => !credited.includes(repo))).toEqual([]);
  });
});
