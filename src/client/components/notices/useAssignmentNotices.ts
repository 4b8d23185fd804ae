import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { notify } from '../toast';
import { assignmentDoneAtom } from '../../state/assignments';

/** Toasts each 과제 the signed-in student completes, as the server records it. */
export function useAssignmentNotices() {
  const done = useAtomValue(assignmentDoneAtom);
  useEffect(() => {
    if (done) notify.success(`과제 완료: ${done.title}`);
  }, [done]);
}
