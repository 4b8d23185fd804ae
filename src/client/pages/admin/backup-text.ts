import { formatDateTime } from '../../../shared/format';
import type { DegradedPart } from '../../../shared/schemas/background';
import type { LastBackup } from '../../../shared/schemas/backups';

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

/**
 * 시장 설정's line on the nightly backup: the last copy, and while backups fail, since when
 * (not the promise of a first copy the server cannot make until the folder is fixed).
 */
export function lastBackupText(last: LastBackup | null, failing: DegradedPart | undefined) {
  const made = last && `마지막 백업: ${formatDateTime(last.at)} · ${megabytes(last.bytes)}`;
  if (!failing)
    return made || '아직 만든 백업이 없습니다. 서버가 켜져 있으면 곧 첫 백업을 만듭니다.';
  const since = formatDateTime(failing.since);
  return `${made ? `${made}.` : '아직 만든 백업이 없습니다.'} ${since}부터 백업을 만들지 못하고 있습니다(${failing.code}). 백업 폴더에 쓸 수 있는지 확인하세요.`;
}
