/**
 * A synchronous, typed publish/subscribe bus: services publish what happened (after their commit),
 * and the realtime hub, the 과제 checks and tests subscribe, without either side knowing the other.
 * Listeners run in the order they subscribed, inside publish, so an event's timing is its
 * publisher's.
 */
export interface EventBus<Events> {
  publish<Name extends keyof Events>(name: Name, payload: Events[Name]): void;
  /** Returns the unsubscribe. */
  subscribe<Name extends keyof Events>(
    name: Name,
    listener: (payload: Events[Name]) => void,
  ): () => void;
}

export function createEventBus<Events>(): EventBus<Events> {
  // Replaced, never mutated: a listener that unsubscribes during a publish does not skip another.
  const listeners: { [Name in keyof Events]?: ReadonlyArray<(payload: Events[Name]) => void> } = {};
  return {
    publish(name, payload) {
      for (const listener of listeners[name] ?? []) listener(payload);
    },
    subscribe(name, listener) {
      listeners[name] = [...(listeners[name] ?? []), listener];
      return () => {
        listeners[name] = listeners[name]?.filter((other) => other !== listener);
      };
    },
  };
}
