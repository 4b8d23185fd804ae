import { describe, expect, it } from 'vitest';
import { relativeStart } from './relative-start';

describe('relativeStart', () => {
  it.each([
    ['2026-03-20', '오늘 시작'],
    ['2026-03-19', '어제 시작'],
    ['2026-03-21', '내일 시작'],
    ['2026-03-02', '18일 전 시작'],
    ['2026-04-09', '20일 후 시작'],
    ['2026-01-02', '2개월 전 시작'],
    ['2025-03-02', '작년 시작'],
    ['2024-03-02', '2년 전 시작'],
  ])('%s seen on 2026-03-20 → %s', (start, text) => {
    expect(relativeStart(start, '2026-03-20')).toBe(text);
  });
});
