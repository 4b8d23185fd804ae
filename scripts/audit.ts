// npm run audit: production advisories where the registry serves them. A registry that does not
// (a school's mirror, no network) is reported; an advisory exits 1, which .ci/run prints and goes on.
import { spawnSync } from 'node:child_process';
import { readAudit } from './audit/read-audit';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = spawnSync(npm, ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
const outcome = readAudit(run.stdout ?? '');
const checkedAt = new Date().toISOString();

if (outcome.kind === 'unavailable') {
  console.warn(`npm audit: no advisory service at this registry (${outcome.reason}); not checked.`);
} else if (outcome.kind === 'clean') {
  console.info(
    `npm audit ${checkedAt}: no advisories in ${outcome.dependencies} production packages.`,
  );
} else {
  console.error(`npm audit ${checkedAt}: production advisories:\n${outcome.lines.join('\n')}`);
  process.exitCode = 1;
}
