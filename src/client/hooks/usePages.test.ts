import { describe, expect, it } from 'vitest';
import { pageCount, pageSteps } from './usePages';

describe('paging through a list', () => {
  it('counts full and partial pages, and shows page 1 of an empty list', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(40, 20)).toBe(2);
    expect(pageCount(41, 20)).toBe(3);
  });

  it('offers 이전 only after page 1 and 다음 only before the last page', () => {
    const asked: number[] = [];
    const first = pageSteps(1, 3, (page) => asked.push(page));
    expect([first.hasPrevious, first.hasNext]).toEqual([false, true]);
    first.onNext();
    const last = pageSteps(3, 3, (page) => asked.push(page));
    expect([last.hasPrevious, last.hasNext]).toEqual([true, false]);
    last.onPrevious();
    expect(asked).toEqual([2, 2]);
  });
});
