import { kstDate, kstInstant, previousBusinessDay } from '../../shared/domain/market/calendar';
import { DEFAULT_FEE_RATE_PPM } from '../../shared/domain/market/fees';
import type { Clock } from '../clock';
import { privacyOfficerStore } from '../services/privacy/privacy-officer';
import type { Db } from '../db/connection';
import { accountsRepo } from '../db/repos/accounts.repo';
import { classesRepo } from '../db/repos/classes.repo';
import type { DbOrTx } from '../db/repos/db-or-tx';
import { holdingsRepo } from '../db/repos/holdings.repo';
import { ledgerRepo } from '../db/repos/ledger.repo';
import { marketStateRepo } from '../db/repos/market-state.repo';
import { snapshotsRepo } from '../db/repos/snapshots.repo';
import { tradesRepo } from '../db/repos/trades.repo';
import { seedAssignments } from './seed-assignments';
import { seedReviews } from './seed-reviews';
import { usersRepo } from '../db/repos/users.repo';
import { watchlistRepo } from '../db/repos/watchlist.repo';
import { anchorDay } from '../market/pacing';
import { realTradingDates, wholeMarketStart } from '../market/providers/replay';
import { seeded } from '../market/random';
import type { Catalogue } from '../market/types';
import type { PasswordHasher } from '../services/accounts/passwords';
import { studentStory, type StoryStock, type StudentStory } from './story';

export const DEMO_CLASS_CODE = 'DEMO2026';
export const DEMO_PASSWORD = 'demo1234';
export const DEMO_TEACHER_EMAIL = 'teacher@demo.stockclass.kr';
export const demoStudentEmail = (n: number) =>
  `student${String(n).padStart(2, '0')}@demo.stockclass.kr`;

const STORY_DAYS = 25;
const POOL_SIZE = 30;
const INITIAL_CASH = 10_000_000;
const names = [
  '김민준',
  '이서연',
  '박도윤',
  '최서윤',
  '정하준',
  '강지우',
  '조은우',
  '윤하은',
  '장시우',
  '임지유',
  '한주원',
  '오수아',
  '서지호',
  '신채원',
  '권예준',
  '황다은',
  '안유준',
  '송민서',
  '전건우',
  '홍예린',
  '유현우',
  '고소율',
  '문우진',
  '양지안',
  '손선우',
  '배서현',
  '백연우',
  '허윤서',
  '노준서',
  '남가윤',
];

/** The last STORY_DAYS business days that have closed before `now`, oldest first. */
function storyDates(now: Date): string[] {
  const dates = [previousBusinessDay(kstDate(now))];
  while (dates.length < STORY_DAYS) dates.unshift(previousBusinessDay(dates[0]!));
  return dates;
}

/**
 * The real KRX days the story's school days were priced on, and the one the replay plays next:
 * the first STORY_DAYS days the whole market has data, so whatever the data holds after them is
 * left to replay, and today follows the last story day without a jump.
 */
export function demoMarketDays(catalogue: Catalogue) {
  const all = realTradingDates(catalogue);
  const from = wholeMarketStart(catalogue) ?? all[0] ?? '';
  const days = all.filter((date) => date >= from);
  if (days.length <= STORY_DAYS)
    throw new Error(
      `The demo needs more than ${STORY_DAYS} real KRX days; the data has ${days.length}.`,
    );
  return { storyDays: days.slice(0, STORY_DAYS), replayStart: days[STORY_DAYS]! };
}

/** The largest common stocks with a real close on every story day. */
function storyStocks(
  catalogue: Catalogue,
  storyDays: string[],
): Array<StoryStock & { market: string; sector: string }> {
  return [...catalogue.instruments()]
    .filter((i) => !i.isPreferred && !i.isSpac && (i.market === 'KOSPI' || i.market === 'KOSDAQ'))
    .sort((a, b) => b.marketCap - a.marketCap)
    .flatMap((i) => {
      const closeOn = new Map(
        catalogue
          .dailySegments(i.symbol)
          .flat()
          .map((bar) => [bar.date, bar.close]),
      );
      const closes = storyDays.map((day) => closeOn.get(day));
      return closes.every((close) => close !== undefined) ? [{ ...i, closes }] : [];
    })
    .slice(0, POOL_SIZE);
}

interface StoryContext {
  dates: string[];
  /** The real KRX day and KOSPI close behind each story day. */
  moments: Array<{ marketDate: string; kospi: number | null }>;
  stockIds: Map<string, number>;
  at: (day: number) => Date;
}

function writeStudent(tx: DbOrTx, userId: number, story: StudentStory, ctx: StoryContext) {
  watchlistRepo.replace(
    tx,
    userId,
    story.watchlist.map((s) => ctx.stockIds.get(s)!),
    ctx.at(0),
  );
  for (const deposit of story.deposits) {
    ledgerRepo.append(tx, { userId, movements: deposit.movements, at: ctx.at(deposit.day) });
  }
  story.trades.forEach((trade, n) => {
    const at = new Date(ctx.at(trade.day).getTime() + (n % 5) * 37 * 60_000);
    const row = tradesRepo.insert(tx, {
      userId,
      stockId: ctx.stockIds.get(trade.symbol)!,
      type: trade.side,
      quantity: trade.quantity,
      price: trade.price,
      totalAmount: trade.amount,
      fee: trade.fee,
      tax: trade.tax,
      reason: trade.reason,
      priceSource: `과거 시세 재생 · ${ctx.moments[trade.day]!.marketDate}`,
      marketDate: ctx.moments[trade.day]!.marketDate,
      createdAt: at,
    });
    ledgerRepo.append(tx, { userId, movements: trade.movements, at, tradeId: row.id });
  });
  for (const [symbol, position] of story.positions) {
    const stockId = ctx.stockIds.get(symbol)!;
    holdingsRepo.save(tx, { userId, stockId, ...position, updatedAt: ctx.at(STORY_DAYS - 1) });
  }
  accountsRepo.setCash(tx, userId, story.cash);
  snapshotsRepo.saveAll(
    tx,
    story.closes.map(({ day, ...values }) => ({
      userId,
      date: ctx.dates[day]!,
      ...ctx.moments[day]!,
      ...values,
    })),
  );
}

/**
 * The replay starts (again) from the real day after the story's last, at the admin's pace:
 * REPLAY_START_DATE, when set, still wins over this as over any saved choice.
 */
function continueReplayAfter(db: Db, replayStart: string, now: Date) {
  marketStateRepo.saveReplay(db, {
    pace: marketStateRepo.loadReplay(db)?.pace ?? 'fast',
    startDate: replayStart,
    anchoredStart: replayStart,
    anchorDate: anchorDay(now),
  });
}

// Two students get their cash changed by the teacher: deposits, not gains.
const teacherAdjustments: Record<number, Array<{ day: number; newCash: number }>> = {
  3: [{ day: 12, newCash: 15_000_000 }],
  7: [{ day: 20, newCash: 5_000_000 }],
};

function insertStockRows(tx: DbOrTx, stocks: ReturnType<typeof storyStocks>) {
  const rows = watchlistRepo.ensureStocks(
    tx,
    stocks.map(({ symbol, name, market, sector }) => ({
      symbol,
      name,
      market: market as 'KOSPI' | 'KOSDAQ',
      sector,
      isAdded: true,
      isTracked: true,
    })),
  );
  return new Map(rows.map((row) => [row.symbol, row.id]));
}

function insertClassWithTeacher(tx: DbOrTx, passwordHash: string, startDate: string) {
  const teacher = usersRepo.insert(tx, {
    email: DEMO_TEACHER_EMAIL,
    name: '김선생',
    passwordHash,
    role: 'TEACHER',
  });
  return classesRepo.insert(tx, {
    name: '경제수학 2학년 1반',
    code: DEMO_CLASS_CODE,
    teacherId: teacher.id,
    startDate,
  });
}

/**
 * The classes of a real school in this database: anything but the demo's own class. The demo
 * adds 31 accounts and moves the whole server's replay to its days, so it refuses to run where
 * a school already keeps classes unless asked to (`--force`, DEMO_FORCE=1).
 */
export function schoolClassNames(db: Db): string[] {
  return classesRepo
    .listWithCounts(db)
    .filter(({ row }) => row.code !== DEMO_CLASS_CODE)
    .map(({ row }) => row.name);
}

const DEMO_PRIVACY_OFFICER = {
  name: '김보호',
  department: '데모고등학교 정보부',
  phone: '02-000-0000',
  email: '',
};

/**
 * A demo school on a fresh start: a teacher, a class and 30 students with watchlists, trades with
 * Korean rationales over the past five weeks, two teacher cash changes and a close snapshot per
 * day, so every page and each leaderboard period shows life. Does nothing if it exists.
 */
export async function seedDemo(deps: {
  db: Db;
  catalogue: Catalogue;
  clock: Clock;
  passwords: PasswordHasher;
}): Promise<boolean> {
  const { db } = deps;
  if (classesRepo.findByCode(db, DEMO_CLASS_CODE)) return false;
  const now = deps.clock.now();
  const dates = storyDates(now);
  const { storyDays, replayStart } = demoMarketDays(deps.catalogue);
  const kospi = new Map(deps.catalogue.indexBars('KOSPI').map((bar) => [bar.date, bar.close]));
  const moments = storyDays.map((marketDate) => ({
    marketDate,
    kospi: kospi.get(marketDate) ?? null,
  }));
  const stocks = storyStocks(deps.catalogue, storyDays);
  const at = (day: number) => new Date(kstInstant(dates[day]!, 10 * 60));
  const passwordHash = await deps.passwords.hash(DEMO_PASSWORD);
  // A named 보호책임자, as every school sets before its first class (ADR 0040); made up like the rest.
  privacyOfficerStore.save(db, DEMO_PRIVACY_OFFICER);
  db.transaction((tx) => {
    const stockIds = insertStockRows(tx, stocks);
    const demoClass = insertClassWithTeacher(tx, passwordHash, dates[0]!);
    names.forEach((name, i) => {
      const user = usersRepo.insert(tx, {
        email: demoStudentEmail(i + 1),
        name,
        passwordHash,
        role: 'STUDENT',
        classId: demoClass.id,
        // 학번 of 2학년 1반: 학년, 반 and a two-digit 번호 run together.
        number: `201${String(i + 1).padStart(2, '0')}`,
        createdAt: at(0),
        // Five weeks into the term: the first sign-in's welcome is long behind them.
        onboardedAt: at(0),
      });
      const story = studentStory({
        stocks,
        days: STORY_DAYS,
        initialCash: INITIAL_CASH,
        feeRatePpm: DEFAULT_FEE_RATE_PPM,
        dayInstant: at,
        adjustments: teacherAdjustments[i] ?? [],
        random: seeded('demo', i),
      });
      writeStudent(tx, user.id, story, { dates, moments, stockIds, at });
    });
    seedReviews(tx, demoClass.id, demoClass.teacherId!, at(STORY_DAYS - 1));
    seedAssignments(tx, demoClass.id, '담임', at(STORY_DAYS - 1));
  });
  continueReplayAfter(db, replayStart, now);
  return true;
}
