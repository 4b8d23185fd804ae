/** What the driver hands the client child: who connects, and how long a school minute lasts. */
export interface SchoolDayPlan {
  port: number;
  students: Array<{ token: string; classId: number; symbols: string[]; holdings: string[] }>;
  teachers: Array<{ token: string; classId: number }>;
  warmUpMs: number;
  minuteMs: number;
  /** Students who ask for the leaderboard again and again through the minute (a storm). */
  boardReaders: number;
}

export interface SchoolDayResult {
  type: 'result';
  orders: number;
  orderP50: number;
  orderP99: number;
  /** How each kind of order was answered, e.g. `market buy: ok` or `limit buy: MARKET_CLOSED`. */
  statuses: Record<string, number>;
  ticks: number;
  tickP99SlowestClient: number;
  tickP99MedianClient: number;
  projectorFetches: number;
  projectorP99: number;
  /** The client child's own event-loop delay: a busy client inflates what it measures. */
  clientLoopDelayP99: number;
  /** Orders and projector fetches that got no answer at all (refused or timed out). */
  failedRequests: number;
  /** Leaderboard asks of the storm: answered with the board, refused with 429. */
  boardAnswers: number;
  boardRefusals: number;
  boardP99: number;
}
