import type { createStore } from 'jotai';
import type { RealtimeConnection } from '../../api/socket';
import { assignmentDoneAtom } from '../../state/assignments';

/**
 * A completed 과제 comes as one event to both audiences: a class page watching its class hears it
 * in its feed (`watchClass`); otherwise it is the student's own, for their toast.
 */
export const listenForCompletedAssignments = (
  realtime: RealtimeConnection,
  store: ReturnType<typeof createStore>,
) =>
  realtime.on('assignment:done', (done) => {
    if (!realtime.watchesRoom('class:watch', done.classId)) store.set(assignmentDoneAtom, done);
  });
