import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../shared/format';
import { lastBackupText } from './backup-text';

// Node's and the browser's ICU write the day period differently (AM, 오전): times go through
// the app's own formatDateTime, which puts them in KST.
const failing = {
  part: 'backups' as const,
  label: '야간 백업',
  since: '2026-11-29T01:10:00.000Z', // 10:10 KST
  code: 'EACCES',
};
const last = {
  day: '2026-11-28',
  at: '2026-11-27T17:00:00.000Z', // 02:00 KST on the 28th
  file: '/srv/stockclass/data/backups/stockclass-2026-11-28.db',
  bytes: 3_250_585, // 3.0999… MB
};
const lastMade = `마지막 백업: ${formatDateTime(last.at)} · 3.1 MB`;
const failure = `${formatDateTime(failing.since)}부터 백업을 만들지 못하고 있습니다(EACCES). 백업 폴더에 쓸 수 있는지 확인하세요.`;

describe('시장 설정’s line on the nightly backup', () => {
  it('gives the last copy’s time in KST and its size', () => {
    expect(lastBackupText(last, undefined)).toBe(lastMade);
    expect(lastMade).toContain('2026. 11. 28.');
    expect(lastMade).toContain('02:00');
  });

  it('promises the first copy only while nothing fails', () => {
    expect(lastBackupText(null, undefined)).toBe(
      '아직 만든 백업이 없습니다. 서버가 켜져 있으면 곧 첫 백업을 만듭니다.',
    );
    expect(lastBackupText(null, failing)).toBe(`아직 만든 백업이 없습니다. ${failure}`);
  });

  it('says since when the backups fail, after the last copy that was made', () => {
    expect(lastBackupText(last, failing)).toBe(`${lastMade}. ${failure}`);
  });
});
