// Every port of an e2e run counts from E2E_PORT, so engineers sharing a machine each keep to their
// own ten (`E2E_PORT=3300 npx playwright test …` uses 3300–3309 and nothing else).
export const BASE_PORT = Number(process.env.E2E_PORT ?? 3123);

/** The run's own servers, one per Playwright worker: BASE_PORT + 0 … BASE_PORT + MAX_RUN_SERVERS − 1. */
export const MAX_RUN_SERVERS = 5;
export const runServerPort = (parallelIndex: number) => BASE_PORT + parallelIndex;

/** Specs that start a server of their own, configured differently, take the ten's top five ports. */
export const ownServerPort = {
  naver: BASE_PORT + 5,
  yahoo: BASE_PORT + 6,
  kis: BASE_PORT + 7,
  corporateActions: BASE_PORT + 8,
  missedClose: BASE_PORT + 9,
} as const;
