import { describe, expect, it } from 'vitest';
import { movingAverage } from './indicators';

describe('movingAverage', () => {
  it.each([
    [[1, 2, 3, 4, 5], 3, [null, null, 2, 3, 4]],
    [[10, 20], 5, [null, null]],
    [[7], 1, [7]],
    [[], 5, []],
  ])('%j over %i → %j', (values, window, expected) => {
    expect(movingAverage(values, window)).toEqual(expected);
  });
});
