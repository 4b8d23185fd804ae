import { createGroupCommit } from '../db/group-commit';
import { createParsedRules } from '../db/repos/class-rules.repo';
import { createRequireAuth } from '../http/middleware/session';
import { requireWatchlist } from '../http/middleware/watchlist';
import { createAccessLogService } from '../services/access-log.service';
import { createStockPrices } from '../services/lessons/stock-prices';
import { pastCloses } from '../services/lessons/two-stocks';
import { createSessions } from '../services/accounts/sessions';
import type { Shared } from './shared';

/**
 * What several areas of one app use alike: the session guards, the refresh-token sessions, the
 * staff access log, the grouped commits of trades, and the parsed class rules and past closes the
 * trading services and lessons read. Each app keeps its own (a restarted app parses rules afresh).
 */
export function createCommon(shared: Shared) {
  const parsedRules = createParsedRules();
  // A stock's real closes and sell rates, read alike by the 미분과 경제 lessons and their 과제.
  const closes = pastCloses({
    catalogue: shared.catalogue,
    market: { now: () => +shared.marketNow() },
  });
  return {
    ...createRequireAuth(shared),
    requireWatchlist,
    sessions: createSessions(shared),
    accessLog: createAccessLogService(shared),
    commits: createGroupCommit(shared.db),
    parsedRules,
    closes,
    stockPrices: createStockPrices({ ...shared, parsedRules, closes }),
  };
}

export type Common = ReturnType<typeof createCommon>;
