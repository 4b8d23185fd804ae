import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authHeader, insertUser } from '../../src/server/testing/factories';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import {
  zMarketCalendar,
  type MarketCalendarAnswer,
} from '../../src/shared/schemas/market-calendar';
import { call } from './accounts.helpers';

let t: TestApp;
let headers: Record<string, string>;
beforeEach(async () => {
  t = createTestApp();
  headers = await authHeader(t.accessTokens, insertUser(t.db, { role: 'ADMIN' }));
});
afterEach(() => t.dispose());

const calendar = (query: string, auth = headers) =>
  call<MarketCalendarAnswer>(t, 'GET', `/api/market/calendar${query}`, { headers: auth });

describe('GET /api/market/calendar', () => {
  it('lists 2027’s closed days and special-hours days with their Korean reasons', async () => {
    const { status, body } = await calendar('?year=2027');
    expect(status).toBe(200);
    const answer = zMarketCalendar.parse(body.data);
    expect(answer.closedDays).toHaveLength(15);
    expect(answer.closedDays).toEqual(
      expect.arrayContaining([
        { date: '2027-01-01', reason: '신정' },
        { date: '2027-02-09', reason: '설날 대체공휴일' },
        { date: '2027-12-31', reason: '연말 휴장일' },
      ]),
    );
    expect(answer.specialDays).toEqual([
      { date: '2027-01-04', opensAt: '10:00', closesAt: '15:30', reason: '새해 첫 거래일 개장식' },
      { date: '2027-11-18', opensAt: '10:00', closesAt: '16:30', reason: '대학수학능력시험' },
    ]);
    expect(answer).toMatchObject({ covered: true, coveredYears: [2025, 2026, 2027] });
    expect(answer.warning).toContain('2028년 휴장일 표가 없습니다');
  });

  it('has 제헌절 and the 수능 in 2026, and no warning while 2027 is known', async () => {
    const answer = zMarketCalendar.parse((await calendar('?year=2026')).body.data);
    expect(answer.closedDays).toContainEqual({ date: '2026-07-17', reason: '제헌절' });
    expect(answer.specialDays).toContainEqual({
      date: '2026-11-19',
      opensAt: '10:00',
      closesAt: '16:30',
      reason: '대학수학능력시험',
    });
    expect(answer.warning).toBeNull();
  });

  it('says a year outside the table knows only weekends', async () => {
    const answer = zMarketCalendar.parse((await calendar('?year=2029')).body.data);
    expect(answer).toMatchObject({ covered: false, closedDays: [] });
    expect(answer.warning).toContain('2029년 휴장일 표가 없습니다');
  });

  it.each([[''], ['?year=27'], ['?year=abcd'], ['?year=1999'], ['?year=2027&x=1']])(
    '400 with a Korean message for %j',
    async (query) => {
      const { status, body } = await calendar(query);
      expect(status).toBe(400);
      expect(body.success).toBe(false);
      expect(body.message).toMatch(/[가-힣]/);
    },
  );

  it('needs a signed-in user', async () => {
    expect((await calendar('?year=2027', {})).status).toBe(401);
  });
});
