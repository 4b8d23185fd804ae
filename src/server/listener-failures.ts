import type { ListenerFailures } from '../shared/realtime/event-bus';
import type { ServerEvents } from '../shared/realtime/server-events';
import type { BackgroundHealth } from './background-health';

/**
 * A listener's error after a commit (ADR 0033) goes to the admin's health record, never to the
 * request that committed. The part recovers once every event that failed has been heard again
 * without an error.
 */
export function listenerFailures(background: BackgroundHealth): ListenerFailures<ServerEvents> {
  const failing = new Set<keyof ServerEvents>();
  return {
    failed(name, error) {
      failing.add(name);
      background.report('afterCommit', error);
    },
    succeeded(name) {
      if (failing.delete(name) && failing.size === 0) background.recover('afterCommit');
    },
  };
}
