import { zDegradedPart } from './background';
import { z } from 'zod';
import { strictBody } from './strict';

export const marketSettingsMessages = {
  paceInvalid: '재생 속도는 빠르게 또는 실제 시간 중에서 골라주세요.',
  startDateInvalid: '시작일은 YYYY-MM-DD 형식의 날짜로 입력해주세요.',
  startDateUnavailable: '내장 시세에 없는 날짜입니다. 안내된 기간 안의 거래일을 골라주세요.',
  replayOnly: '시장 설정은 과거 시세 재생(MARKET_PROVIDER=replay)에서만 바꿀 수 있습니다.',
  lockedByEnvironment: '서버 환경 변수로 정해진 설정은 여기서 바꿀 수 없습니다.',
} as const;

/** 빠르게: a replayed day every few minutes, always open. 실제 시간: one real day per school day, in KRX hours. */
export const zReplayPace = z.enum(['fast', 'realtime'], marketSettingsMessages.paceInvalid);
export type ReplayPace = z.infer<typeof zReplayPace>;

/** PUT /admin/market-settings */
export const zMarketSettingsUpdate = strictBody({
  pace: zReplayPace,
  startDate: z.iso.date(marketSettingsMessages.startDateInvalid),
});
export type MarketSettingsUpdate = z.infer<typeof zMarketSettingsUpdate>;

/** GET /admin/market-settings: what plays now, and what the admin may change. */
export const zMarketSettings = z.object({
  provider: z.string(),
  /** Only the embedded replay has a pace and a start. */
  editable: z.boolean(),
  pace: zReplayPace,
  startDate: z.string(),
  /** Set by an environment variable, which wins over the panel. */
  locked: z.object({ pace: z.boolean(), startDate: z.boolean() }),
  fastDayMinutes: z.number(),
  /** The real days a replay can start on (the whole market has data), and the defaults per pace. */
  firstDate: z.string(),
  lastDate: z.string(),
  defaultStartDate: z.object({ fast: z.string(), realtime: z.string() }),
  playing: z.object({
    date: z.string(),
    simulated: z.boolean(),
    /** Real days still to play after today's; 0 once the simulation has taken over. */
    realDaysLeft: z.number().int(),
    open: z.boolean(),
    label: z.string(),
  }),
  /** Background work failing now and retrying by itself (a locked database, a full disk). */
  degraded: z.array(zDegradedPart),
});
export type MarketSettings = z.infer<typeof zMarketSettings>;

const zSpread = z.object({ min: z.number(), median: z.number(), max: z.number() });

/**
 * POST /admin/market-settings/preview (same body as the save): what saving would do now. Every
 * holding is valued at the first price the new replay publishes (the new start date's open)
 * against the price it is valued at now; cash, deposits and holdings stay.
 */
export const zMarketSettingsPreview = z.object({
  /** False when the settings equal the current ones: saving changes nothing. */
  restarts: z.boolean(),
  fromDate: z.string(),
  toDate: z.string(),
  /** Real trading days the market jumps; negative when it goes back. */
  realDaysMoved: z.number().int(),
  students: z.number().int(),
  classes: z.number().int(),
  studentsHolding: z.number().int(),
  studentsMoved: z.number().int(),
  classesMoved: z.number().int(),
  holdingsRepriced: z.number().int(),
  /** Change of total assets in won, over the students holding stock. */
  assetChange: zSpread.nullable(),
  /** Change of the all-time return in %-points, over the same students. */
  returnChange: zSpread.nullable(),
  ranksMoved: z.number().int(),
  largestRankMove: z.number().int(),
});
export type MarketSettingsPreview = z.infer<typeof zMarketSettingsPreview>;

/**
 * GET /market/replay-data: whether the embedded replay has played past its last day of real data
 * (every student page says so, docs/product/market-data.md#replay). `lastDate` is that day; null without a replay.
 */
export const zReplayData = z.object({ pastData: z.boolean(), lastDate: z.string().nullable() });
export type ReplayData = z.infer<typeof zReplayData>;
