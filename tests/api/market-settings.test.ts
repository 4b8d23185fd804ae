import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { startMarket } from '../../src/server/market/start-market';
import { insertClass, insertUser } from '../../src/server/testing/factories';
import { realCatalogue } from '../../src/server/testing/real-catalogue';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import { holdings, stocks } from '../../src/server/db/schema';
import { insertStudent } from '../../src/server/testing/money-fixtures';
import type {
  MarketSettings,
  MarketSettingsPreview,
} from '../../src/shared/schemas/market-settings';
import { asUser, call } from './accounts.helpers';
import type { MarketEnv } from '../../src/server/market/create-provider';
import { replayEnv } from '../../src/server/testing/replay-env';

const viewers = () => new Map<string, number>();
type Admin = ReturnType<typeof insertUser>;

// Monday 2026-11-23, 11:00 KST.
const MONDAY_11 = '2026-11-23T02:00:00Z';
let t: TestApp;
let market: ReturnType<typeof startMarket> | undefined;
afterEach(() => {
  market?.stop();
  market = undefined;
  t.dispose();
});

/** The real app on the real embedded data, with the market the server starts (not a test engine). */
function school(marketEnv: Partial<MarketEnv> = {}, now = MONDAY_11) {
  t = createTestApp({ now });
  return restart(marketEnv);
}

function restart(marketEnv: Partial<MarketEnv> = {}) {
  market?.stop();
  const catalogue = realCatalogue();
  const started = startMarket({
    env: { ...replayEnv, ...marketEnv },
    db: t.db,
    catalogue,
    clock: t.clock,
    viewers,
  });
  const app = createApp({
    ...t.deps,
    catalogue,
    market: started.market,
    prices: started.prices,
    replay: started.replay,
    isMarketOpen: () => started.market.status().status !== 'closed',
  });
  t = { ...t, app };
  market = started;
  return insertUser(t.db, { role: 'ADMIN' });
}

async function settings(admin: Admin) {
  return call<MarketSettings>(t, 'GET', '/api/admin/market-settings', {
    headers: await asUser(t, admin),
  });
}

async function choose(admin: Admin, body: unknown) {
  return call<MarketSettings>(t, 'PUT', '/api/admin/market-settings', {
    body,
    headers: await asUser(t, admin),
  });
}

describe('시장 설정: the replay pace', () => {
  it('is for admins only', async () => {
    school();
    for (const role of ['STUDENT', 'TEACHER', 'GUEST'] as const) {
      const user = insertUser(t.db, { role });
      const answer = await call(t, 'GET', '/api/admin/market-settings', {
        headers: await asUser(t, user),
      });
      expect(answer.status).toBe(403);
    }
    expect((await call(t, 'GET', '/api/admin/market-settings')).status).toBe(401);
  });

  it("starts fast on the semester's first day and says how many real days are left", async () => {
    const admin = school();
    const { status, body } = await settings(admin);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      provider: 'replay',
      editable: true,
      pace: 'fast',
      startDate: '2026-01-02',
      locked: { pace: false, startDate: false },
      fastDayMinutes: 30,
      firstDate: '2026-01-02',
      lastDate: '2026-07-10',
      defaultStartDate: { fast: '2026-01-02', realtime: '2026-01-30' },
      // The semester's 128 business days, less 03-27, 04-01 and 06-10 (almost no stock has data):
      // 2026-01-02 plays, 124 follow.
      playing: { date: '2026-01-02', simulated: false, realDaysLeft: 124, open: true },
    });
  });

  it('at 실제 시간 plays one real day per school day, in KRX hours, and keeps its place after a restart', async () => {
    const admin = school();
    const chosen = await choose(admin, { pace: 'realtime', startDate: '2026-01-30' });
    expect(chosen.status).toBe(200);
    // Monday 11:00 KST, in session: today plays 2026-01-30, the semester's 21st day; 104 follow.
    expect(chosen.body.data.playing).toMatchObject({
      date: '2026-01-30',
      open: true,
      realDaysLeft: 104,
      label: '과거 시세 재생 · 2026-01-30',
    });

    t.clock.set('2026-11-23T08:00:00Z'); // 17:00 KST: closed, resting at the close
    expect((await settings(admin)).body.data.playing).toMatchObject({
      date: '2026-01-30',
      open: false,
    });
    expect(market?.status().status).toBe('closed');

    t.clock.set('2026-11-24T01:00:00Z'); // Tuesday 10:00 KST: the next real day
    restart();
    expect((await settings(admin)).body.data.playing).toMatchObject({
      date: '2026-02-02',
      open: true,
      realDaysLeft: 103,
    });
  });

  it('tells every student when the replay has run past its last day of data', async () => {
    const admin = school();
    await choose(admin, { pace: 'realtime', startDate: '2026-07-10' });
    const student = insertStudent(t.db);
    const replayData = async () =>
      call(t, 'GET', '/api/market/replay-data', { headers: await asUser(t, student) });
    expect((await replayData()).body.data).toEqual({ pastData: false, lastDate: '2026-07-10' });
    t.clock.set('2026-11-24T01:00:00Z'); // Tuesday 10:00 KST: the day after the last real one
    expect((await replayData()).body.data).toEqual({ pastData: true, lastDate: '2026-07-10' });
  });

  it('refuses a day outside the embedded data, a locked setting, and unknown keys', async () => {
    const admin = school({ REPLAY_PACE: 'fast' });
    // The first business day after the semester's data.
    const gap = await choose(admin, { pace: 'fast', startDate: '2026-07-13' });
    expect(gap.status).toBe(400);
    expect(gap.body.message).toBe(
      '내장 시세에 없는 날짜입니다. 안내된 기간 안의 거래일을 골라주세요.',
    );
    const locked = await choose(admin, { pace: 'realtime', startDate: '2026-03-06' });
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe('서버 환경 변수로 정해진 설정은 여기서 바꿀 수 없습니다.');
    const extra = await choose(admin, { pace: 'fast', startDate: '2026-03-06', elapsedMs: 0 });
    expect(extra.status).toBe(400);
    const badPace = await choose(admin, { pace: 'slow', startDate: '2026-03-06' });
    expect(badPace.body.message).toBe('재생 속도는 빠르게 또는 실제 시간 중에서 골라주세요.');
    // Nothing changed.
    expect((await settings(admin)).body.data).toMatchObject({
      pace: 'fast',
      startDate: '2026-01-02',
    });
  });

  it('a fast replay started on another day plays it at once, and the price store keeps streaming', async () => {
    const admin = school();
    await choose(admin, { pace: 'fast', startDate: '2026-02-02' });
    expect(market?.prices.get('005930')?.source.label).toBe('과거 시세 재생 · 2026-02-02');
    expect((await settings(admin)).body.data.playing).toMatchObject({
      date: '2026-02-02',
      realDaysLeft: 103,
    });
  });

  it('is not editable on the simulation', async () => {
    const admin = school({ MARKET_PROVIDER: 'sim' });
    expect((await settings(admin)).body.data).toMatchObject({ editable: false, provider: 'sim' });
    const refused = await choose(admin, { pace: 'fast', startDate: '2026-03-06' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      '시장 설정은 과거 시세 재생(MARKET_PROVIDER=replay)에서만 바꿀 수 있습니다.',
    );
  });
});

describe('시장 설정: the preview before saving', () => {
  /** Two classmates: 민준 holds 10 삼성전자 bought at 2026-01-02's open, 서연 holds cash. */
  function classmates() {
    const classId = insertClass(t.db, { name: '2학년 1반' }).id;
    const student = (name: string, cash: number) => {
      const user = insertStudent(t.db, { classId, cash: 10_000_000 });
      t.db.$client
        .prepare('update users set name = ?, cash = ? where id = ?')
        .run(name, cash, user.id);
      return user;
    };
    const minjun = student('김민준', 8_798_000); // 10 × 120,200 = 1,202,000 in stock: 0 %
    student('이서연', 10_100_000); // +1 %: first on the board today
    const stock = t.db
      .insert(stocks)
      .values({ symbol: '005930', name: '삼성전자', market: 'KOSPI', sector: '전기전자' })
      .returning()
      .get();
    t.db
      .insert(holdings)
      .values({
        userId: minjun.id,
        stockId: stock.id,
        quantity: 10,
        averagePrice: 120_200,
        updatedAt: new Date(),
      })
      .run();
    return { minjun };
  }

  async function preview(admin: Admin, body: unknown) {
    return call<MarketSettingsPreview>(t, 'POST', '/api/admin/market-settings/preview', {
      body,
      headers: await asUser(t, admin),
    });
  }

  it('says how many students, holdings and places move, and by how much, without saving', async () => {
    const admin = school();
    const { minjun } = classmates();
    // Last semester's record of 민준, left in an ended class when he moved on: no student.
    const ended = insertClass(t.db, { name: '1학년 1반' }).id;
    const record = insertStudent(t.db, { classId: ended, cash: 10_000_000 });
    t.db.$client.prepare('update users set moved_to_id = ? where id = ?').run(minjun.id, record.id);
    // The replay plays 2026-01-02 from its open: 삼성전자 at 120,200.
    expect(market?.prices.get('005930')?.price).toBe(120_200);
    const { status, body } = await preview(admin, { pace: 'fast', startDate: '2026-02-02' });
    expect(status).toBe(200);
    expect(body.data).toEqual({
      restarts: true,
      fromDate: '2026-01-02',
      toDate: '2026-02-02',
      // 2026-02-02 is the semester's 22nd real day: 21 days on.
      realDaysMoved: 21,
      students: 2,
      classes: 1,
      studentsHolding: 1,
      studentsMoved: 1,
      classesMoved: 1,
      holdingsRepriced: 1,
      // 10 × (155,700 − 120,200) = +355,000: 10,355,000 on 10,000,000 deposited, +3.55 %p.
      assetChange: { min: 355_000, median: 355_000, max: 355_000 },
      returnChange: { min: 3.55, median: 3.55, max: 3.55 },
      // 민준 (+3.55 %) passes 서연 (+1 %): both move one place.
      ranksMoved: 2,
      largestRankMove: 1,
    });
    expect((await settings(admin)).body.data).toMatchObject({
      startDate: '2026-01-02',
      playing: { date: '2026-01-02' },
    });
  });

  it('says nothing moves for the settings in force, and refuses what the save refuses', async () => {
    const admin = school({ REPLAY_PACE: 'fast' });
    classmates();
    const same = await preview(admin, { pace: 'fast', startDate: '2026-01-02' });
    expect(same.body.data).toMatchObject({
      restarts: false,
      realDaysMoved: 0,
      studentsMoved: 0,
      ranksMoved: 0,
      assetChange: { min: 0, median: 0, max: 0 },
    });
    const locked = await preview(admin, { pace: 'realtime', startDate: '2026-01-02' });
    expect([locked.status, locked.body.message]).toEqual([
      409,
      '서버 환경 변수로 정해진 설정은 여기서 바꿀 수 없습니다.',
    ]);
    const bad = await preview(admin, { pace: 'fast', startDate: '2026-13-01' });
    expect([bad.status, bad.body.message]).toEqual([
      400,
      '시작일은 YYYY-MM-DD 형식의 날짜로 입력해주세요.',
    ]);
    const teacher = insertUser(t.db, { role: 'TEACHER' });
    expect((await preview(teacher, { pace: 'fast', startDate: '2026-02-02' })).status).toBe(403);
  });
});
