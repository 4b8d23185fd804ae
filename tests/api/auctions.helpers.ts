import { createApp } from '../../src/server/app';
import { auctionsRepo } from '../../src/server/db/repos/auctions.repo';
import { holdingsRepo } from '../../src/server/db/repos/holdings.repo';
import type { Clock } from '../../src/server/clock';
import type { AuctionTimers } from '../../src/server/services/auctions/auction-timers';
import { authHeader, insertClass, insertUser } from '../../src/server/testing/factories';
import { insertStocks, insertStudent, quote } from '../../src/server/testing/money-fixtures';
import { createTestApp } from '../../src/server/testing/test-app';
import { createServerEventBus } from '../../src/shared/realtime/server-events';
import type { AuctionBoard } from '../../src/shared/schemas/auctions';

/** Close timers stepped by hand: `fireDue` runs those whose time the clock has reached. */
export function manualTimers(clock: Clock): AuctionTimers & { fireDue(): void } {
  let due: Array<{ when: Date; run: () => void }> = [];
  return {
    at: (when, run) => void due.push({ when, run }),
    stop: () => void (due = []),
    fireDue() {
      const now = clock.now();
      const ready = due.filter((t) => t.when <= now);
      due = due.filter((t) => t.when > now);
      for (const t of ready) t.run();
    },
  };
}

/**
 * A class with its teacher and `students` students (10,000,000 won each; the sellers also hold
 * 20 삼성전자), 삼성전자 at 70,000, on Friday 2026-03-20 10:00 KST; every auction event recorded.
 */
export async function auctionScene({ students = 2 }: { students?: number } = {}) {
  const events: AuctionBoard[] = [];
  const base = createTestApp();
  const timers = manualTimers(base.clock);
  // Its own bus: the base app's 과제 checks hear nothing of this app's trades.
  const bus = createServerEventBus();
  bus.subscribe('auctionChanged', (board) => events.push(board));
  const deps = { ...base.deps, auctionTimers: timers, events: bus };
  const app = createApp(deps);
  const t = { ...base, app, deps, events: bus };
  const stocks = insertStocks(t.db, t.deps.catalogue);
  const samsung = stocks.get('005930')!;
  t.deps.prices.apply([quote('005930', 70_000)]);
  const teacher = insertUser(t.db, { role: 'TEACHER', name: '김교사' });
  const klass = insertClass(t.db, { teacherId: teacher.id });
  const accounts = Array.from({ length: students }, () =>
    insertStudent(t.db, { classId: klass.id }),
  );
  const headers = {
    teacher: await authHeader(t.accessTokens, teacher),
    students: await Promise.all(accounts.map((s) => authHeader(t.accessTokens, s))),
  };

  async function request<T = unknown>(
    method: string,
    path: string,
    as: Record<string, string>,
    body?: unknown,
  ) {
    const response = await t.app.request(`/api${path}`, {
      method,
      headers: { ...as, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as { data: T; code?: string; message?: string };
    return { status: response.status, ...json };
  }

  const give = (userId: number, quantity: number) =>
    holdingsRepo.save(t.db, {
      userId,
      stockId: samsung.id,
      quantity,
      averagePrice: 60_000,
      updatedAt: new Date('2026-03-02T00:00:00Z'),
    });

  const openAuction = (minutes = 3) =>
    request<{ id: number; referencePrice: number; closesAt: string }>(
      'POST',
      `/teacher/classes/${klass.id}/auctions`,
      headers.teacher,
      { symbol: '005930', minutes },
    );

  const order = (
    student: number,
    auctionId: number,
    side: 'BUY' | 'SELL',
    quantity: number,
    price: number,
  ) =>
    request('POST', `/auctions/${auctionId}/orders`, headers.students[student]!, {
      side,
      quantity,
      price,
      reason: side === 'BUY' ? '이 가격이면 사겠습니다' : '이 가격이면 팔겠습니다',
    });

  /** Σ cash and shares still held back by auction orders, over every student. */
  const stillReserved = () =>
    accounts.reduce(
      (sum, s) =>
        sum +
        auctionsRepo.reservedCash(t.db, s.id) +
        auctionsRepo.openSellQuantity(t.db, s.id, samsung.id),
      0,
    );

  return {
    t,
    timers,
    events,
    samsung,
    teacher,
    klass,
    accounts,
    headers,
    request,
    give,
    openAuction,
    order,
    stillReserved,
  };
}
