import { displayApi } from '../../../shared/contracts/auctions';
import { classAuctionsApi, classScreensApi } from '../../../shared/contracts/teacher-market';
import { useApiQuery } from '../../data/useApiQuery';

/** Whose screen it is: a display link's (no sign-in), or a class's for its signed-in teacher. */
export type ProjectorSource =
  { kind: 'display'; token: string } | { kind: 'class'; classId: string };

/** The class id the route names; null for a display link (its state tells the class). */
export const routeClassId = (source: ProjectorSource) =>
  source.kind === 'class' ? Number(source.classId) || null : null;

/** The screen's state from whichever endpoint the source reaches: the display link's or the class's. */
export function useProjectorState(source: ProjectorSource) {
  const display = source.kind === 'display';
  const byToken = useApiQuery(
    displayApi.state,
    { params: { token: display ? source.token : '' } },
    { enabled: display },
  );
  const byClass = useApiQuery(
    classScreensApi.projectorState,
    { params: { id: display ? '' : source.classId } },
    { enabled: !display },
  );
  return display ? byToken : byClass;
}

/** The class's latest auction, or null when there is none (or the route's class id is not one). */
export function useLatestAuction(source: ProjectorSource) {
  const display = source.kind === 'display';
  const classId = routeClassId(source);
  const byToken = useApiQuery(
    displayApi.auction,
    { params: { token: display ? source.token : '' } },
    { enabled: display },
  );
  const byClass = useApiQuery(
    classAuctionsApi.latest,
    { params: { id: classId ?? 0 } },
    { enabled: classId !== null },
  );
  return (display ? byToken.data : byClass.data) ?? null;
}
