import type { Endpoint } from '../../../shared/contracts/endpoint';
import type { CallInput } from '../../api/call';
import { notify } from '../toast';
import { useApiMutation } from '../../data/useApiMutation';

type Decision<E extends Endpoint> = (input: CallInput<E>, success: string) => Promise<boolean>;

/**
 * Approving or rejecting accounts that wait to join, as the admin console, the teacher dashboard
 * and a class's roster do it: the success toast names who was decided on, a failure shows the
 * server's message or the common fallback, and the lists showing them refetch.
 */
export function usePendingDecisions<A extends Endpoint, R extends Endpoint>(
  endpoints: { approve: A; reject: R },
  invalidates: readonly Endpoint[],
): { approve: Decision<A>; reject: Decision<R> } {
  const approve = useApiMutation(endpoints.approve, {
    invalidates,
    fallback: '사용자 승인에 실패했습니다',
  });
  const reject = useApiMutation(endpoints.reject, {
    invalidates,
    fallback: '사용자 거부에 실패했습니다',
  });
  async function decide<E extends Endpoint>(
    send: (input: CallInput<E>) => Promise<unknown>,
    input: CallInput<E>,
    success: string,
  ) {
    const answer = await send(input);
    if (answer === undefined) return false;
    notify.success(success);
    return true;
  }
  return {
    approve: (input, success) => decide(approve.send, input, success),
    reject: (input, success) => decide(reject.send, input, success),
  };
}

/** What the teacher dashboard and the admin console say after deleting a rejected sign-up. */
export const rejectedMessage = (name: string) =>
  `${name} 님의 가입 요청을 거부하고 계정을 삭제했습니다`;
