import { adminMarketApi } from '../../../shared/contracts/admin';
import { messages } from '../../../shared/messages';
import type { DegradedPart } from '../../../shared/schemas/background';
import { Spinner } from '../../components/Spinner';
import { useApiQuery } from '../../data/useApiQuery';
import { lastBackupText } from './backup-text';

/** 시장 설정's nightly backup: where the copies go, how long they stay, and the last one made. */
export function BackupCard({ failing }: { failing: DegradedPart | undefined }) {
  const { data, error } = useApiQuery(adminMarketApi.backups);
  if (!data) return <div className="backup-card">{error ? messages.loadFailed : <Spinner />}</div>;
  return (
    <section className="backup-card" aria-labelledby="backup-card-title">
      <h3 id="backup-card-title">야간 백업</h3>
      {data.directory === null ? (
        <p className="muted">이 서버는 백업을 만들지 않습니다.</p>
      ) : (
        <>
          <p>
            매일 새벽 2시(KST) 이후 데이터베이스 전체를 <code>{data.directory}</code>에 복사하고{' '}
            {data.keepDays}일치를 보관합니다.
          </p>
          <p>{lastBackupText(data.last, failing)}</p>
        </>
      )}
    </section>
  );
}
