import { describe, expect, it } from 'vitest';
import { createEventBus } from './event-bus';

interface Events {
  said: { word: string };
  left: { id: number };
}

describe('event bus', () => {
  it('calls the listeners of that event, in the order they subscribed, inside publish', () => {
    const bus = createEventBus<Events>();
    const heard: string[] = [];
    bus.subscribe('said', ({ word }) => heard.push(`first ${word}`));
    bus.subscribe('said', ({ word }) => heard.push(`second ${word}`));
    bus.subscribe('left', ({ id }) => heard.push(`left ${id}`));
    bus.publish('said', { word: '안녕' });
    expect(heard).toEqual(['first 안녕', 'second 안녕']);
  });

  it('stops calling a listener that unsubscribed, even during a publish', () => {
    const bus = createEventBus<Events>();
    const heard: string[] = [];
    const stop = bus.subscribe('said', () => {
      heard.push('once');
      stop();
    });
    bus.subscribe('said', () => heard.push('always'));
    bus.publish('said', { word: 'a' });
    bus.publish('said', { word: 'b' });
    expect(heard).toEqual(['once', 'always', 'always']);
  });
});
