import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { auctionsRepo } from '../../src/server/db/repos/auctions.repo';
import { classesRepo } from '../../src/server/db/repos/classes.repo';
import { holdingsRepo } from '../../src/server/db/repos/holdings.repo';
import { users } from '../../src/server/db/schema';
import { authHeader, insertClass, insertUser } from '../../src/server/testing/factories';
import { insertStudent, ledgerBalance } from '../../src/server/testing/money-fixtures';
import type { AuctionBoard, AuctionView } from '../../src/shared/schemas/auctions';
import { auctionScene, manualTimers } from './auctions.helpers';

let dispose: () => void = () => {};
afterEach(() => dispose());

async function scene(students = 2) {
  const s = await auctionScene({ students });
  dispose = s.t.dispose;
  return s;
}

describe('class call auction: 30 students at once', () => {
  it('draws exact curves, clears at the KRX 합치가격 and settles every order once', async () => {
    const s = await scene(30);
    const { data: opened, status } = await s.openAuction(3);
    expect(status).toBe(201);
    expect(opened.referencePrice).toBe(70_000);
    expect(opened.closesAt).toBe('2026-03-20T01:03:00.000Z');
    // Students 0–14 buy 10 at 70,000…70,400; students 15–29 hold 20 and sell 10 at 69,800…70,200.
    for (let j = 15; j < 30; j++) s.give(s.accounts[j]!.id, 20);
    const answers = await Promise.all(
      s.accounts.map((_, i) =>
        i < 15
          ? s.order(i, opened.id, 'BUY', 10, 70_000 + (i % 5) * 100)
          : s.order(i, opened.id, 'SELL', 10, 69_800 + (i % 5) * 100),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(30).fill(201));

    const open = await s.request<AuctionView>(
      'GET',
      `/auctions/${opened.id}`,
      s.headers.students[0]!,
    );
    expect(open.data.status).toBe('open');
    expect(open.data.clearingPrice).toBeNull();
    expect(open.data.executedQuantity).toBeNull();
    expect(open.data.myOrders).toMatchObject([{ side: 'BUY', quantity: 10, price: 70_000 }]);
    // Three orders of 10 at each price.
    expect(open.data.demand).toEqual([
      { price: 69_800, quantity: 150 },
      { price: 69_900, quantity: 150 },
      { price: 70_000, quantity: 150 },
      { price: 70_100, quantity: 120 },
      { price: 70_200, quantity: 90 },
      { price: 70_300, quantity: 60 },
      { price: 70_400, quantity: 30 },
    ]);
    expect(open.data.supply).toEqual([
      { price: 69_800, quantity: 30 },
      { price: 69_900, quantity: 60 },
      { price: 70_000, quantity: 90 },
      { price: 70_100, quantity: 120 },
      { price: 70_200, quantity: 150 },
      { price: 70_300, quantity: 150 },
      { price: 70_400, quantity: 150 },
    ]);

    s.t.clock.advance(3 * 60_000);
    s.timers.fireDue();
    const closed = await s.request<AuctionView>(
      'GET',
      `/auctions/${opened.id}`,
      s.headers.students[0]!,
    );
    // min(D, S) = 30, 60, 90, 120, 90, 60, 30: the most trade at 70,100.
    expect(closed.data).toMatchObject({
      status: 'closed',
      clearingPrice: 70_100,
      executedQuantity: 120,
    });
    expect(closed.data.fills).toHaveLength(24);
    expect(closed.data.explanation?.value).toBe(70_100);
    expect(s.events.at(-1)).toMatchObject({ status: 'closed', clearingPrice: 70_100 });

    // 70,100 × 10 = 701,000; fee 0.015 % = 105 (won cut); 매도 taxes (KOSPI 2026), each cut to the won:
    // 증권거래세 0.05 % = 350 + 농어촌특별세 0.15 % = 1,051 = 1,401.
    const cashOf = (i: number) => ledgerBalance(s.t.db, s.accounts[i]!.id);
    expect(cashOf(4)).toEqual({ ledger: 10_000_000 - 701_105, cash: 10_000_000 - 701_105 });
    expect(cashOf(0)).toEqual({ ledger: 10_000_000, cash: 10_000_000 }); // bid 70,000: no trade
    expect(cashOf(15)).toEqual({ ledger: 10_699_494, cash: 10_699_494 });
    expect(cashOf(19)).toEqual({ ledger: 10_000_000, cash: 10_000_000 }); // asked 70,200
    const held = (i: number) =>
      holdingsRepo.find(s.t.db, s.accounts[i]!.id, s.samsung.id)?.quantity;
    expect([held(4), held(0), held(15), held(19)]).toEqual([10, undefined, 10, 20]);
    expect(s.stillReserved()).toBe(0);
    const orders = auctionsRepo.orders(s.t.db, opened.id);
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set(['SETTLED']));
    expect(new Set(orders.flatMap((o) => (o.tradeId ? [o.tradeId] : []))).size).toBe(24);

    // A second close (a late timer, a restart) changes nothing.
    createApp({ ...s.t.deps, auctionTimers: manualTimers(s.t.clock) });
    expect(cashOf(4).cash).toBe(10_000_000 - 701_105);
  });
});

describe('class call auction: replaying the curves', () => {
  it('lists every order with its arrival time, in arrival order, and nobody’s name', async () => {
    const s = await scene(2);
    s.give(s.accounts[1]!.id, 20);
    const { data: opened } = await s.openAuction(3);
    s.t.clock.advance(15_000);
    await s.order(1, opened.id, 'SELL', 8, 69_900);
    s.t.clock.advance(30_000);
    await s.order(0, opened.id, 'BUY', 10, 70_100);
    s.t.clock.advance(5_000);
    await s.order(1, opened.id, 'SELL', 4, 70_000);
    const seen = await s.request<AuctionView>(
      'GET',
      `/auctions/${opened.id}`,
      s.headers.students[0]!,
    );
    // The scene opens at 2026-03-20 10:00:00 KST; orders 15 s, 45 s and 50 s in.
    expect(seen.data.orders).toEqual([
      { side: 'SELL', quantity: 8, price: 69_900, at: '2026-03-20T01:00:15.000Z' },
      { side: 'BUY', quantity: 10, price: 70_100, at: '2026-03-20T01:00:45.000Z' },
      { side: 'SELL', quantity: 4, price: 70_000, at: '2026-03-20T01:00:50.000Z' },
    ]);
    const names = s.accounts.map((a) => a.name);
    const sent = JSON.stringify([seen.data.orders, s.events.at(-1)!.orders]);
    for (const name of names) expect(sent).not.toContain(name);
  });
});

describe('class call auction: reservations and validation', () => {
  it('holds back cash and shares while open and refuses with Korean messages', async () => {
    const s = await scene(2);
    const { data: opened } = await s.openAuction();
    expect((await s.order(0, opened.id, 'BUY', 10, 70_000)).status).toBe(201);
    // 10,000,000 − 700,105 reserved leaves 9,299,895: 133 more at 70,000 (9,311,396) do not fit.
    const tooMuch = await s.order(0, opened.id, 'BUY', 133, 70_000);
    expect(tooMuch).toMatchObject({ status: 422, code: 'INSUFFICIENT_CASH' });
    const offTick = await s.order(0, opened.id, 'BUY', 1, 70_050);
    expect(offTick).toMatchObject({ status: 422, code: 'LIMIT_PRICE_TICK' });
    expect(offTick.message).toContain('호가 단위(100원)');
    const noShares = await s.order(1, opened.id, 'SELL', 1, 70_000);
    expect(noShares).toMatchObject({ status: 422, message: '보유 수량이 부족해요' });
    const bothSides = await s.order(0, opened.id, 'SELL', 1, 70_000);
    expect(bothSides).toMatchObject({ status: 422, code: 'AUCTION_ONE_SIDE' });
    const badMinutes = await s.request(
      'POST',
      `/teacher/classes/${s.klass.id}/auctions`,
      s.headers.teacher,
      {
        symbol: '005930',
        minutes: 0,
      },
    );
    expect(badMinutes).toMatchObject({
      status: 400,
      message: '단일가 매매 시간은 1분에서 30분 사이로 입력해주세요',
    });
    expect((await s.openAuction()).code).toBe('AUCTION_ALREADY_OPEN');

    s.t.clock.advance(3 * 60_000);
    const late = await s.order(1, opened.id, 'BUY', 1, 70_000);
    expect(late).toMatchObject({
      status: 409,
      message: '이미 마감되었거나 취소된 단일가 매매예요.',
    });
  });

  it('a cancel releases every reservation and moves no money', async () => {
    const s = await scene(2);
    s.give(s.accounts[1]!.id, 5);
    const { data: opened } = await s.openAuction();
    await s.order(0, opened.id, 'BUY', 5, 70_000);
    await s.order(1, opened.id, 'SELL', 5, 69_000);
    expect(s.stillReserved()).toBeGreaterThan(0);
    const path = `/teacher/classes/${s.klass.id}/auctions/${opened.id}`;
    const cancelled = await s.request('DELETE', path, s.headers.teacher);
    expect(cancelled).toMatchObject({
      status: 200,
      data: { status: 'cancelled', executedQuantity: null },
    });
    expect(s.stillReserved()).toBe(0);
    expect(ledgerBalance(s.t.db, s.accounts[0]!.id).cash).toBe(10_000_000);
    expect((await s.request('DELETE', path, s.headers.teacher)).status).toBe(409);
    // The timer that fires later finds nothing to settle.
    s.t.clock.advance(3 * 60_000);
    s.timers.fireDue();
    expect(holdingsRepo.find(s.t.db, s.accounts[1]!.id, s.samsung.id)?.quantity).toBe(5);
  });

  it('a teacher lowering cash below the reservation releases the auction buy', async () => {
    const s = await scene(1);
    const { data: opened } = await s.openAuction();
    await s.order(0, opened.id, 'BUY', 10, 70_000);
    const path = `/teacher/students/${s.accounts[0]!.id}/cash`;
    expect((await s.request('PATCH', path, s.headers.teacher, { newCash: 500_000 })).status).toBe(
      200,
    );
    expect(s.stillReserved()).toBe(0);
    expect(auctionsRepo.orders(s.t.db, opened.id)).toMatchObject([
      { status: 'RELEASED', releaseReason: '선생님이 현금을 조정해 예약할 현금이 부족해졌습니다' },
    ]);
  });

  it('a restart closes an overdue auction at once and waits for one still open', async () => {
    const s = await scene(2);
    s.give(s.accounts[1]!.id, 5);
    const { data: first } = await s.openAuction(1);
    await s.order(0, first.id, 'BUY', 5, 70_000);
    await s.order(1, first.id, 'SELL', 3, 69_900);
    // The server stops (its timers with it) and starts again after the close time.
    s.timers.stop();
    s.t.clock.advance(2 * 60_000);
    const later = manualTimers(s.t.clock);
    const app = createApp({ ...s.t.deps, auctionTimers: later });
    const view = await app.request(`/api/auctions/${first.id}`, {
      headers: s.headers.students[0]!,
    });
    // Supply is 3 at 69,900 and 70,000, demand 5: 3 trade either way, but at 69,900 the buy at
    // 70,000 (a better price) would not fill in full, so 70,000 is the one 합치가격 (0022).
    expect(((await view.json()) as { data: AuctionView }).data).toMatchObject({
      status: 'closed',
      clearingPrice: 70_000,
      executedQuantity: 3,
      myOrders: [{ quantity: 5, filledQuantity: 3 }],
    });
    expect(s.stillReserved()).toBe(0);

    const { data: second } = await s.openAuction(5);
    createApp({ ...s.t.deps, auctionTimers: later });
    expect(auctionsRepo.find(s.t.db, second.id)?.status).toBe('open');
    s.t.clock.advance(5 * 60_000);
    later.fireDue();
    expect(auctionsRepo.find(s.t.db, second.id)).toMatchObject({
      status: 'closed',
      clearingPrice: null,
      executedQuantity: 0,
    });
  });
});

describe('class call auction: authorization', () => {
  it('refuses another class, another teacher and the wrong role', async () => {
    const s = await scene(1);
    const { data: opened } = await s.openAuction();
    const otherTeacher = insertUser(s.t.db, { role: 'TEACHER', name: '이교사' });
    const otherClass = insertClass(s.t.db, { teacherId: otherTeacher.id });
    const outsider = insertStudent(s.t.db, { classId: otherClass.id });
    const as = {
      outsider: await authHeader(s.t.accessTokens, outsider),
      otherTeacher: await authHeader(s.t.accessTokens, otherTeacher),
    };
    expect((await s.request('GET', `/auctions/${opened.id}`, as.outsider)).status).toBe(404);
    expect((await s.request('GET', `/auctions/${opened.id}`, as.otherTeacher)).status).toBe(404);
    expect((await s.request('GET', `/auctions/${opened.id}`, s.headers.teacher)).status).toBe(200);
    const body = { side: 'BUY', quantity: 1, price: 70_000, reason: '사겠습니다' };
    expect(
      (await s.request('POST', `/auctions/${opened.id}/orders`, as.outsider, body)).status,
    ).toBe(404);
    expect(
      (await s.request('POST', `/auctions/${opened.id}/orders`, s.headers.teacher, body)).status,
    ).toBe(403);
    const cancel = `/teacher/classes/${s.klass.id}/auctions/${opened.id}`;
    expect((await s.request('DELETE', cancel, as.otherTeacher)).status).toBe(404);
    const open = { symbol: '005930', minutes: 3 };
    expect(
      (await s.request('POST', `/teacher/classes/${s.klass.id}/auctions`, as.otherTeacher, open))
        .status,
    ).toBe(404);
    expect(
      (
        await s.request(
          'POST',
          `/teacher/classes/${s.klass.id}/auctions`,
          s.headers.students[0]!,
          open,
        )
      ).status,
    ).toBe(403);
    expect(auctionsRepo.find(s.t.db, opened.id)?.status).toBe('open');
  });
});

describe('class call auction: names on the projector', () => {
  it('names the fills on the display link and the teacher’s projector as the projector setting says', async () => {
    const s = await scene(2);
    s.t.db.update(users).set({ name: '김민준' }).where(eq(users.id, s.accounts[0]!.id)).run();
    s.t.db.update(users).set({ name: '이서연' }).where(eq(users.id, s.accounts[1]!.id)).run();
    s.give(s.accounts[1]!.id, 10);
    const { data: opened } = await s.openAuction();
    await s.order(0, opened.id, 'BUY', 10, 70_000);
    await s.order(1, opened.id, 'SELL', 10, 70_000);
    s.t.clock.advance(3 * 60_000);
    s.timers.fireDue();
    const classPath = `/teacher/classes/${s.klass.id}`;
    const { data: link } = await s.request<{ url: string }>(
      'POST',
      `${classPath}/display-links`,
      s.headers.teacher,
    );
    const names = async (path: string, as: Record<string, string> = {}) => {
      const { data } = await s.request<AuctionBoard | AuctionBoard[]>('GET', path, as);
      const board = Array.isArray(data) ? data[0]! : data;
      return board.fills.map((fill) => fill.name);
    };
    const setNames = (names: string) =>
      s.request('PUT', `${classPath}/projector`, s.headers.teacher, {
        names,
        reasons: 'FULL',
        period: 'all',
      });

    await setNames('HIDDEN');
    expect(await names(`${link.url}/auction`)).toEqual([null, null]);
    const shown = await s.request('GET', `${link.url}/auction`, {});
    expect(JSON.stringify(shown)).not.toMatch(/김민준|이서연/);
    expect(await names(`${classPath}/auctions/latest`, s.headers.teacher)).toEqual([null, null]);

    await setNames('INITIALS');
    expect(await names(`${link.url}/auction`)).toEqual(['김○준', '이○연']);
    expect(await names(`${classPath}/auctions/latest`, s.headers.teacher)).toEqual([
      '김○준',
      '이○연',
    ]);
    // The teacher's own auction page and the class's students see who traded.
    expect(await names(`${classPath}/auctions`, s.headers.teacher)).toEqual(['김민준', '이서연']);
    expect(await names(`/auctions/${opened.id}`, s.headers.students[0]!)).toEqual([
      '김민준',
      '이서연',
    ]);
  });
});

describe('class call auction: an ended class and students who left it', () => {
  it('종료 cancels the open auction: reservations released, the room told, no order taken after', async () => {
    const s = await scene(2);
    s.give(s.accounts[1]!.id, 5);
    const { data: opened } = await s.openAuction();
    await s.order(0, opened.id, 'BUY', 5, 70_000);
    await s.order(1, opened.id, 'SELL', 5, 69_900);
    expect(s.stillReserved()).toBeGreaterThan(0);

    const path = `/teacher/classes/${s.klass.id}`;
    expect((await s.request('POST', `${path}/end`, s.headers.teacher)).status).toBe(200);
    expect(s.stillReserved()).toBe(0);
    expect(auctionsRepo.find(s.t.db, opened.id)?.status).toBe('cancelled');
    expect(auctionsRepo.orders(s.t.db, opened.id)).toMatchObject([
      { status: 'RELEASED', releaseReason: '클래스가 종료되어 주문이 취소되었어요' },
      { status: 'RELEASED', releaseReason: '클래스가 종료되어 주문이 취소되었어요' },
    ]);
    expect(s.events.at(-1)).toMatchObject({ id: opened.id, status: 'cancelled' });
    expect(await s.order(0, opened.id, 'BUY', 1, 70_000)).toMatchObject({
      status: 409,
      code: 'AUCTION_NOT_OPEN',
    });
    expect(await s.openAuction()).toMatchObject({
      status: 403,
      code: 'CLASS_ENDED',
      message: '종료된 클래스에서는 단일가 매매를 열 수 없습니다.',
    });
    // The close timer fires later and finds nothing to settle.
    s.t.clock.advance(3 * 60_000);
    s.timers.fireDue();
    expect(ledgerBalance(s.t.db, s.accounts[0]!.id).cash).toBe(10_000_000);
    expect(holdingsRepo.find(s.t.db, s.accounts[1]!.id, s.samsung.id)?.quantity).toBe(5);
  });

  it('an auction still open in an ended class (ended before 종료 cancelled it) takes no order and settles nothing', async () => {
    const s = await scene(2);
    s.give(s.accounts[1]!.id, 5);
    const { data: opened } = await s.openAuction();
    await s.order(0, opened.id, 'BUY', 5, 70_000);
    // The class ends the way an older server ended it: the auction stays open.
    classesRepo.end(s.t.db, s.klass.id, s.t.clock.now());
    expect(await s.order(1, opened.id, 'SELL', 5, 69_900)).toMatchObject({
      status: 403,
      code: 'CLASS_ENDED',
      message: '종료된 클래스에서는 주문할 수 없어요.',
    });
    s.t.clock.advance(3 * 60_000);
    s.timers.fireDue();
    expect(auctionsRepo.find(s.t.db, opened.id)?.status).toBe('cancelled');
    expect(auctionsRepo.orders(s.t.db, opened.id)).toMatchObject([
      { status: 'RELEASED', releaseReason: '클래스가 종료되어 주문이 취소되었어요' },
    ]);
    expect(s.stillReserved()).toBe(0);
    expect(ledgerBalance(s.t.db, s.accounts[0]!.id).cash).toBe(10_000_000);
  });

  it('a student who left the class orders nothing more in its auction, and their open order is released at the close', async () => {
    const s = await scene(3);
    s.give(s.accounts[1]!.id, 5);
    s.give(s.accounts[2]!.id, 5);
    const { data: opened } = await s.openAuction();
    await s.order(0, opened.id, 'BUY', 5, 70_000);
    await s.order(1, opened.id, 'SELL', 5, 69_900);
    // Students 1 and 2 now belong to another class (their tokens still name this one).
    const elsewhere = insertClass(s.t.db, { teacherId: s.teacher.id });
    for (const i of [1, 2])
      s.t.db
        .update(users)
        .set({ classId: elsewhere.id })
        .where(eq(users.id, s.accounts[i]!.id))
        .run();
    const refused = await s.order(2, opened.id, 'SELL', 5, 69_900);
    // Their account now sees the other class's auctions, not this one.
    expect(refused).toMatchObject({ status: 404, code: 'AUCTION_NOT_FOUND' });
    expect(auctionsRepo.orders(s.t.db, opened.id)).toHaveLength(2);

    s.t.clock.advance(3 * 60_000);
    s.timers.fireDue();
    expect(auctionsRepo.find(s.t.db, opened.id)).toMatchObject({
      status: 'closed',
      clearingPrice: null,
      executedQuantity: 0,
    });
    expect(auctionsRepo.orders(s.t.db, opened.id)).toMatchObject([
      { userId: s.accounts[0]!.id, status: 'SETTLED', filledQuantity: 0 },
      {
        userId: s.accounts[1]!.id,
        status: 'RELEASED',
        releaseReason: '다른 클래스로 옮겨 주문이 취소되었어요',
      },
    ]);
    expect(holdingsRepo.find(s.t.db, s.accounts[1]!.id, s.samsung.id)?.quantity).toBe(5);
    expect(ledgerBalance(s.t.db, s.accounts[0]!.id).cash).toBe(10_000_000);
  });
});
