import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createKeyedThrottle } from './keyed-throttle';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it('sends at once, merges what follows within the interval into one send at its end', () => {
  const sent: string[] = [];
  const throttle = createKeyedThrottle(
    1000,
    (key: string) => sent.push(key),
    () => Date.now(),
  );

  throttle.request('class 1');
  expect(sent).toEqual(['class 1']);
  vi.advanceTimersByTime(200);
  throttle.request('class 1');
  throttle.request('class 1');
  throttle.request('class 2');
  expect(sent).toEqual(['class 1', 'class 2']);
  vi.advanceTimersByTime(799);
  expect(sent).toEqual(['class 1', 'class 2']);
  vi.advanceTimersByTime(1);
  expect(sent).toEqual(['class 1', 'class 2', 'class 1']);

  // Quiet for a whole interval: the next request goes at once again.
  vi.advanceTimersByTime(1000);
  throttle.request('class 1');
  expect(sent).toEqual(['class 1', 'class 2', 'class 1', 'class 1']);
});

it('sends nothing more once stopped', () => {
  const sent: number[] = [];
  const throttle = createKeyedThrottle(
    1000,
    (key: number) => sent.push(key),
    () => Date.now(),
  );
  throttle.request(7);
  throttle.request(7);
  throttle.stop();
  vi.advanceTimersByTime(5000);
  expect(sent).toEqual([7]);
});
