import { describe, expect, it } from 'vitest';
import { answerWait } from './answer-limit';

// Friday 2026-03-20 10:00:00 KST; the KST day ends at 2026-03-20T15:00:00Z.
const TEN = Date.parse('2026-03-20T01:00:00Z');
const seconds = (...s: number[]) => s.map((x) => TEN + x * 1000);

describe('answerWait', () => {
  it('lets a student answer while fewer than five wrong tries fall in the last minute', () => {
    expect(answerWait([], TEN)).toBeNull();
    expect(answerWait(seconds(0, 12, 24, 36), TEN + 48_000)).toBeNull();
    // The try at 0 s is a full minute old at 60 s: four remain in the window.
    expect(answerWait(seconds(0, 12, 24, 36, 48), TEN + 60_000)).toBeNull();
  });

  it('waits until the oldest of the last five is a minute old', () => {
    // Five wrong at 0…48 s; at 50 s the try at 0 s frees its place at 60 s: 10 s to wait.
    expect(answerWait(seconds(0, 12, 24, 36, 48), TEN + 50_000)).toEqual({
      waitMs: 10_000,
      message:
        '틀린 답은 1분에 5번까지 보낼 수 있어요. 계산을 다시 확인하고 잠시 뒤에 입력해 보세요.',
    });
  });

  it('waits until KST midnight after thirty wrong tries in the KST day', () => {
    // Thirty at 12 s apart, the last at 10:05:48 KST; asked at 10:06:00, midnight is 13 h 54 min off.
    const thirty = Array.from({ length: 30 }, (_, k) => TEN + k * 12_000);
    expect(answerWait(thirty, TEN + 360_000)).toEqual({
      waitMs: 50_040_000,
      message: '한 과제에 틀린 답은 하루 30번까지 보낼 수 있어요. 내일 다시 풀어 보세요.',
    });
    // The next KST day starts counting again (15:00Z is midnight in Seoul).
    expect(answerWait(thirty, Date.parse('2026-03-20T15:00:00Z'))).toBeNull();
    // Yesterday's tries count against no day but their own.
    const yesterday = thirty.map((at) => at - 86_400_000);
    expect(answerWait(yesterday, TEN)).toBeNull();
  });
});
