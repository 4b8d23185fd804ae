import { kstDate, kstInstant } from '../market/calendar';

// A student who works a 계산 과제 by hand sends a wrong answer every minute or so, a typo fixed
// at once among them. A script sent 83 a second, each one stored. Five wrong tries within a
// minute and thirty in a KST day are more than anyone working it out reaches.
export const WRONG_ANSWERS_PER_MINUTE = 5;
export const WRONG_ANSWERS_PER_DAY = 30;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export const answerLimitMessages = {
  perMinute: `틀린 답은 1분에 ${WRONG_ANSWERS_PER_MINUTE}번까지 보낼 수 있어요. 계산을 다시 확인하고 잠시 뒤에 입력해 보세요.`,
  perDay: `한 과제에 틀린 답은 하루 ${WRONG_ANSWERS_PER_DAY}번까지 보낼 수 있어요. 내일 다시 풀어 보세요.`,
  alreadyCorrect: '이미 맞힌 과제예요.',
} as const;

export interface AnswerWait {
  waitMs: number;
  message: string;
}

/**
 * How long the student waits before another try at one 과제, from the instants (ms) of their
 * wrong tries at it, oldest first; null when they may answer now. The day is KST's: the count
 * starts again at midnight, as a school day does.
 */
export function answerWait(wrongAt: number[], now: number): AnswerWait | null {
  const midnight = kstInstant(kstDate(new Date(now)), 0);
  const today = wrongAt.filter((at) => at >= midnight);
  if (today.length >= WRONG_ANSWERS_PER_DAY)
    return { waitMs: midnight + DAY_MS - now, message: answerLimitMessages.perDay };
  const lastMinute = wrongAt.filter((at) => at > now - MINUTE_MS);
  if (lastMinute.length >= WRONG_ANSWERS_PER_MINUTE) {
    // The window frees when the oldest of the last few tries is a minute old.
    const oldest = lastMinute[lastMinute.length - WRONG_ANSWERS_PER_MINUTE]!;
    return { waitMs: oldest + MINUTE_MS - now, message: answerLimitMessages.perMinute };
  }
  return null;
}
