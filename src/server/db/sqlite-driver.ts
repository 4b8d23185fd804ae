import type BetterSqlite3 from 'better-sqlite3';
import { createRequire } from 'node:module';

// better-sqlite3 12 aborts Node 24 when the garbage collector frees a statement outside a
// JavaScript context (its node::ObjectWrap base asserts a current environment there;
// WiseLibs/better-sqlite3#1515, closed unfixed). 13 is built on Node-API and ships its
// binaries, but needs Node 22. Both have the same API; each Node gets the one that works on it.
const require = createRequire(import.meta.url);
const nodeMajor = Number(process.versions.node.split('.')[0]);

/** The driver's package on this Node (a test's worker thread loads the same). */
export const driverPackage = nodeMajor >= 22 ? 'better-sqlite3-napi' : 'better-sqlite3';

export const Database: typeof BetterSqlite3 = require(driverPackage);
