import type { createStore } from 'jotai';
import type { RealtimeConnection } from './api/socket';
import { listenForOrderUpdates } from './components/class-market/live';
import { listenForCompletedAssignments } from './pages/assignments/live';
import { listenForReviews } from './pages/feedback/live';
import { listenForCorporateActions, listenForRegularDeposits } from './pages/portfolio/live';

/**
 * The live events the signed-in user hears on every screen (a toast, a badge), each listened for
 * in the folder that shows it. Returns the release of all of them.
 */
export function listenForNotices(
  realtime: RealtimeConnection,
  store: ReturnType<typeof createStore>,
) {
  const stops = [
    listenForOrderUpdates(realtime, store),
    listenForReviews(realtime, store),
    listenForCompletedAssignments(realtime, store),
    listenForCorporateActions(realtime, store),
    listenForRegularDeposits(realtime),
  ];
  return () => stops.forEach((stop) => stop());
}
