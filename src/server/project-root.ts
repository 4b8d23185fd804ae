import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The project's own files (package.json, the embedded market, the built pages) are found from the
// folder holding package.json: the same from src/server/… run by tsx and from the built
// dist/server/index.js run by node.
function findRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('StockClass: package.json not found above the server');
    dir = parent;
  }
  return dir;
}

const root = findRoot();

/** A path inside the project, wherever the server runs from. */
export const projectPath = (...segments: string[]) => join(root, ...segments);
