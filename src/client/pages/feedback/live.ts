import type { createStore } from 'jotai';
import type { RealtimeConnection } from '../../api/socket';
import { reviewNoticeAtom } from '../../state/feedback';

/** A review of one of the student's trades: the sidebar's badge and the feedback page hear it. */
export const listenForReviews = (
  realtime: RealtimeConnection,
  store: ReturnType<typeof createStore>,
) => realtime.on('review:new', (notice) => store.set(reviewNoticeAtom, notice));
