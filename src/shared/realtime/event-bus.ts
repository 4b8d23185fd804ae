/**
 * Where a listener's error goes. The publisher has already committed (ADR 0033): its request is
 * answered as saved whatever a listener does.
 */
export interface ListenerFailures<Events> {
  failed(name: keyof Events, error: unknown): void;
  /** Every listener of the event ran without an error. */
  succeeded(name: keyof Events): void;
}

/**
 * A synchronous, typed publish/subscribe bus: services publish what happened (after their commit),
 * and the realtime hub, the 과제 checks and tests subscribe, without either side knowing the other.
 * Listeners run in the order they subscribed, inside publish, so an event's timing is its
 * publisher's. A listener that throws does not reach the publisher nor stop the listeners after
 * it: its error goes to `failures`.
 */
export interface EventBus<Events> {
  publish<Name extends keyof Events>(name: Name, payload: Events[Name]): void;
  /** Returns the unsubscribe. */
  subscribe<Name extends keyof Events>(
    name: Name,
    listener: (payload: Events[Name]) => void,
  ): () => void;
}

const logFailures: ListenerFailures<unknown> = {
  failed: (name, error) => console.error(`A listener of ${String(name)} failed:`, error),
  succeeded: () => {},
};

export function createEventBus<Events>(
  failures: ListenerFailures<Events> = logFailures as ListenerFailures<Events>,
): EventBus<Events> {
  // Replaced, never mutated: a listener that unsubscribes during a publish does not skip another.
  const listeners: { [Name in keyof Events]?: ReadonlyArray<(payload: Events[Name]) => void> } = {};
  return {
    publish(name, payload) {
      let allSucceeded = true;
      for (const listener of listeners[name] ?? []) {
        try {
          listener(payload);
        } catch (error) {
          allSucceeded = false;
          failures.failed(name, error);
        }
      }
      if (allSucceeded) failures.succeeded(name);
    },
    subscribe(name, listener) {
      listeners[name] = [...(listeners[name] ?? []), listener];
      return () => {
        listeners[name] = listeners[name]?.filter((other) => other !== listener);
      };
    },
  };
}
