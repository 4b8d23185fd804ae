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

  it('hands a listener’s error to its failures and still calls the listeners after it', () => {
    const failed: Array<[string, unknown]> = [];
    const succeeded: string[] = [];
    const bus = createEventBus<Events>({
      failed: (name, error) => failed.push([name, error]),
      succeeded: (name) => succeeded.push(name),
    });
    const broken = new Error('disk full');
    const heard: string[] = [];
    bus.subscribe('said', () => {
      throw broken;
    });
    bus.subscribe('said', ({ word }) => heard.push(word));
    bus.subscribe('left', ({ id }) => heard.push(`left ${id}`));
    bus.publish('said', { word: '안녕' });
    bus.publish('left', { id: 7 });
    expect(heard).toEqual(['안녕', 'left 7']);
    expect(failed).toEqual([['said', broken]]);
    expect(succeeded).toEqual(['left']);
  });
});
