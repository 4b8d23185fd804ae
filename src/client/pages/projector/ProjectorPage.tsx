import { useParams } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { useProjectorSocket } from './projector-socket';
import { ProjectorView } from './ProjectorView';
import { ProjectorAuction, useProjectorAuction } from './ProjectorAuction';
import { routeClassId, useProjectorState, type ProjectorSource } from './projector-source';

function ProjectorScreen({ source }: { source: ProjectorSource }) {
  const { data, error, refetch } = useProjectorState(source);
  const resolvedClassId = data?.classId ?? routeClassId(source) ?? 0;
  const connection = useProjectorSocket(
    resolvedClassId,
    source.kind === 'display' ? { kind: 'display', token: source.token } : { kind: 'session' },
    data?.ticker.map((item) => item.symbol) ?? [],
    () => void refetch(),
  );
  const auction = useProjectorAuction(source, connection.auction);
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
  return <ProjectorScreen source={{ kind: 'class', classId }} />;
}

/** /display/{token}: a read-only link, so the projector PC needs no teacher login. */
export function DisplayPage() {
  const { token = '' } = useParams();
  return <ProjectorScreen source={{ kind: 'display', token }} />;
}
