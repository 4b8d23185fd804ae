import { displayApi } from '../../../shared/contracts/auctions';
import { classAuctionsApi, classScreensApi } from '../../../shared/contracts/teacher-market';
import { call } from '../../api/call';

/** Whose screen it is: a display link's (no sign-in), or a class's for its signed-in teacher. */
export type ProjectorSource =
  { kind: 'display'; token: string } | { kind: 'class'; classId: string };

export const sourceKey = (source: ProjectorSource) =>
  source.kind === 'display' ? `display:${source.token}` : `class:${source.classId}`;

/** The class id the route names; null for a display link (its state tells the class). */
export const routeClassId = (source: ProjectorSource) =>
  source.kind === 'class' ? Number(source.classId) || null : null;

export function loadProjectorState(source: ProjectorSource, signal: AbortSignal) {
  return source.kind === 'display'
    ? call(displayApi.state, { params: { token: source.token }, signal })
    : call(classScreensApi.projectorState, { params: { id: source.classId }, signal });
}

/** The class's latest auction, or null when there is none (or the route's class id is not one). */
export async function loadLatestAuction(source: ProjectorSource, signal: AbortSignal) {
  if (source.kind === 'display')
    return call(displayApi.auction, { params: { token: source.token }, signal });
  const classId = routeClassId(source);
  return classId ? call(classAuctionsApi.latest, { params: { id: classId }, signal }) : null;
}
