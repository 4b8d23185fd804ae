import { useParams } from 'react-router-dom';
import type { ProjectorState } from '../../../shared/schemas/projector';
import { api } from '../../api/client';
import { Spinner } from '../../components/Spinner';
import { useApiData } from '../../hooks/useApiData';
import { useProjectorSocket } from './projector-socket';
import { ProjectorView } from './ProjectorView';
import { ProjectorAuction, useProjectorAuction } from './ProjectorAuction';

function ProjectorScreen({
  statePath,
  classId,
  displayToken,
}: {
  statePath: string;
  classId: number | null;
  displayToken: string | null;
}) {
  const { data, error, reload } = useApiData(statePath, (signal) =>
    api.get<ProjectorState>(statePath, undefined, signal),
  );
  const resolvedClassId = data?.classId ?? classId ?? 0;
  const connection = useProjectorSocket(
    resolvedClassId,
    displayToken ? { kind: 'display', token: displayToken } : { kind: 'user' },
    data?.ticker.map((item) => item.symbol) ?? [],
    () => void reload(),
  );
  const auctionPath = displayToken
    ? `/display/${encodeURIComponent(displayToken)}/auction`
    : classId
      ? `/teacher/classes/${classId}/auctions/latest`
      : null;
  const auction = useProjectorAuction(auctionPath, connection.auction);
  if (auction) return <ProjectorAuction board={auction} />;
  if (!data) {
    return (
      <div className="projector projector-message" data-theme="dark">
        {error ? (
          <p>이 화면을 볼 수 없습니다. 링크가 폐기되었거나 수업이 끝났습니다.</p>
        ) : (
          <Spinner />
        )}
      </div>
    );
  }
  return <ProjectorView state={data} connection={connection} />;
}

/** /projector/{classId}: the class's teacher or an admin, signed in. */
export function ProjectorPage() {
  const { classId = '' } = useParams();
  return (
    <ProjectorScreen
      statePath={`/projector/${encodeURIComponent(classId)}/state`}
      classId={Number(classId) || null}
      displayToken={null}
    />
  );
}

/** /display/{token}: a read-only link, so the projector PC needs no teacher login. */
export function DisplayPage() {
  const { token = '' } = useParams();
  return (
    <ProjectorScreen
      statePath={`/display/${encodeURIComponent(token)}/state`}
      classId={null}
      displayToken={token}
    />
  );
}
