import {
  capWeightedIndex,
  commonDays,
  explainCapWeighted,
  explainDivisorAfterSplit,
  indexChange,
  priceWeightedSeries,
  rebased,
  sharesOn,
  type IndexMember,
} from '../../../shared/domain/lessons/class-index';
import { withParticle } from '../../../shared/domain/korean-particle';
import { kstDate } from '../../../shared/domain/market/calendar';
import { metric } from '../../../shared/domain/maths/lessons';
import type { ClassIndexLesson } from '../../../shared/schemas/lessons/class-index';
import type { Db } from '../../db/connection';
import { accountsRepo, type Account } from '../../db/repos/accounts.repo';
import { classIndexRepo } from '../../db/repos/class-index.repo';
import { holdingsRepo } from '../../db/repos/holdings.repo';
import { watchlistRepo } from '../../db/repos/watchlist.repo';
import type { Catalogue, MarketFeed } from '../../market/types';
import type { AuthUser } from '../accounts/authentication';
import { lessonSubject } from './lesson-subject';

// The base is the class's first order day (its first day in market time); until two finished
// trading days follow it, the first of the last 20 trading days (said so).
const FALLBACK_DAYS = 20;
// The rows the page shows: the last 20 index days.
const SHOWN_DAYS = 20;

export const classIndexMessages = {
  none: '우리 반 학생들이 가진 종목도 관심종목도 아직 없어서 지수를 만들 수 없어요. 종목을 사거나 관심종목을 고르면 다시 열어 주세요.',
  fewDays: '기준일 뒤로 모든 종목이 함께 거래된 날이 이틀 이상 있어야 지수를 비교할 수 있어요.',
  firstOrder: (day: string) => `우리 반 첫 주문일(${day})을 기준일 100으로 잡았어요.`,
  stopped: (names: string[]) =>
    `${withParticle(names.join('·'), '은/는')} 재생 자료가 끝나서 지수에서 뺐어요.`,
  fallback: (day: string) =>
    `우리 반 첫 주문일 뒤로 지난 거래일이 아직 이틀이 안 돼서 최근 ${FALLBACK_DAYS}거래일의 첫날(${day})을 기준일 100으로 잡았어요.`,
} as const;

type Lesson = ClassIndexLesson;

const empty = (missing: string): Lesson => ({
  basis: null,
  members: [],
  base: null,
  baseNote: null,
  rows: [],
  lastDay: null,
  change: null,
  split: null,
  missing,
});

/** 12경수01-01: the class's stocks as a 시가총액 가중 index, base 100, beside KOSPI and KOSDAQ. */
export function createClassIndexLessonService(deps: {
  db: Db;
  catalogue: Catalogue;
  market: MarketFeed;
}) {
  const { db, catalogue } = deps;

  function membersOf(userIds: number[]): { basis: 'held' | 'watched'; symbols: string[] } | null {
    const held = holdingsRepo.listWithStocks(db, userIds).map((h) => h.symbol);
    if (held.length > 0) return { basis: 'held', symbols: [...new Set(held)] };
    const watched = userIds.flatMap((id) => watchlistRepo.stocks(db, id).map((s) => s.symbol));
    return watched.length > 0 ? { basis: 'watched', symbols: [...new Set(watched)] } : null;
  }

  function member(symbol: string): IndexMember | null {
    const instrument = catalogue.get(symbol);
    if (!instrument) return null;
    const closes = Object.fromEntries(
      catalogue
        .dailySegments(symbol)
        .flat()
        .map((bar) => [bar.date, bar.close]),
    );
    // A 유상증자's new shares list weeks after its 권리락, on a day the data does not give.
    const changes = catalogue
      .corporateActions()
      .filter((a) => a.symbol === symbol && a.kind !== 'rights')
      .map((a) => ({ date: a.date, ratio: a.shareRatio ?? a.previousClose / a.basePrice }));
    return {
      symbol,
      name: instrument.name,
      listedShares: instrument.listedShares,
      shareChanges: { listedOn: instrument.lastBar.date, changes },
      closes,
    };
  }

  function splitOf(members: IndexMember[], base: string, last: string): Lesson['split'] {
    // The data's largest real split (001080's 10:1 on 2026-03-09), as if it were one more member
    // of the price-weighted index: its divisor D = ΣP(0) ÷ 100 must be scaled to keep the value.
    const split = catalogue
      .corporateActions()
      .flatMap((a) =>
        a.kind === 'split' && a.sharesRatio !== null ? [{ ...a, sharesRatio: a.sharesRatio }] : [],
      )
      .sort((a, b) => b.sharesRatio - a.sharesRatio)[0];
    if (!split) return null;
    const priceSum = members.reduce((sum, m) => sum + m.closes[last]!, 0) + split.previousClose;
    const baseSum = members.reduce((sum, m) => sum + m.closes[base]!, 0);
    const divisor = Math.round(((baseSum + split.previousClose) / 100) * 10_000) / 10_000;
    return {
      name: catalogue.get(split.symbol)?.name ?? split.symbol,
      date: split.date,
      previousClose: split.previousClose,
      basePrice: split.basePrice,
      sharesRatio: split.sharesRatio,
      divisor,
      adjusted: explainDivisorAfterSplit(priceSum, divisor, split),
    };
  }

  /** The lesson for an account's class (the 계산 과제 reads its last day's figure too). */
  function forAccount(account: Account): Lesson {
    const ids = accountsRepo.studentsOfClass(db, account.classId).map((s) => s.id);
    const chosen = membersOf(ids.length > 0 ? ids : [account.id]);
    if (!chosen) return empty(classIndexMessages.none);
    const held = chosen.symbols.map(member).filter((m): m is IndexMember => m !== null);
    const today = kstDate(new Date(deps.market.now()));
    const kospi = new Map(catalogue.indexBars('KOSPI').map((b) => [b.date, b.close]));
    const kosdaq = new Map(catalogue.indexBars('KOSDAQ').map((b) => [b.date, b.close]));
    // The members' own trading days: the index data may start later than the stocks' history.
    const daysOf = (list: IndexMember[]) =>
      [...new Set(list.flatMap((m) => Object.keys(m.closes)))].filter((d) => d < today).sort();
    // A stock whose replayed bars stop before the class's last trading day (dataUntil) would end
    // the index there for everyone: it is left out, and the page says so.
    const latest = daysOf(held).at(-1) ?? today;
    const stopped = held.filter((m) => (catalogue.get(m.symbol)?.dataUntil ?? latest) < latest);
    const members = held.filter((m) => !stopped.includes(m));
    const tradingDays = daysOf(members);
    const stoppedNote =
      stopped.length > 0 ? ` ${classIndexMessages.stopped(stopped.map((m) => m.name))}` : '';
    const firstOrder = classIndexRepo.firstOrderDay(db, ids);
    const fallback = tradingDays.at(-FALLBACK_DAYS) ?? tradingDays[0] ?? today;
    const sinceFirst = firstOrder ? commonDays(members, tradingDays, firstOrder) : [];
    const fromFirstOrder = sinceFirst.length >= 2;
    const days = fromFirstOrder ? sinceFirst : commonDays(members, tradingDays, fallback);
    const base = days[0];
    if (!base || days.length < 2)
      return {
        ...empty(`${classIndexMessages.fewDays}${stoppedNote}`),
        basis: chosen.basis,
        members: held.map(({ symbol, name, listedShares }) => ({ symbol, name, listedShares })),
      };
    const last = days.at(-1)!;
    const rebase = (levels: Map<string, number>, d: string) => {
      const level = levels.get(d);
      const at0 = levels.get(base);
      return level !== undefined && at0 !== undefined ? rebased(level, at0) : null;
    };
    const priceWeighted = priceWeightedSeries(members, days);
    const rows = days
      .map((date, i) => ({
        date,
        capWeighted: capWeightedIndex(members, base, date),
        priceWeighted: priceWeighted[i]!,
        kospi: rebase(kospi, date),
        kosdaq: rebase(kosdaq, date),
      }))
      .slice(-SHOWN_DAYS);
    const before = rows.at(-2)!.capWeighted;
    return {
      basis: chosen.basis,
      members: members.map((m) => ({
        symbol: m.symbol,
        name: m.name,
        listedShares: sharesOn(m, last),
      })),
      base,
      baseNote:
        (fromFirstOrder ? classIndexMessages.firstOrder(base) : classIndexMessages.fallback(base)) +
        stoppedNote,
      rows,
      lastDay: metric(
        'classIndex',
        `${last} 우리 반 주가지수 (시가총액 가중)`,
        explainCapWeighted(members, base, last),
      ),
      change: indexChange(before, rows.at(-1)!.capWeighted),
      split: splitOf(members, base, last),
      missing: null,
    };
  }

  return {
    forAccount,
    of: (actor: AuthUser, student: number | undefined): Lesson =>
      forAccount(lessonSubject(db, actor, student)),
  };
}

export type ClassIndexLessonService = ReturnType<typeof createClassIndexLessonService>;
