import {
  explainBuyingRate,
  explainDollarReturn,
  explainDollarsBought,
  explainSellingRate,
  explainWonBack,
  type ExchangeRates,
} from '../../../shared/domain/lessons/exchange';
import { kstDate } from '../../../shared/domain/market/calendar';
import { metric } from '../../../shared/domain/maths/lessons';
import { explainTotalReturn } from '../../../shared/domain/maths/portfolio';
import type { ExchangeLesson } from '../../../shared/schemas/lessons/exchange';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { exchangeRatesRepo } from '../../db/repos/exchange-rates.repo';
import type { PriceStore } from '../../market/price-store';
import type { AuthUser } from '../accounts/authentication';
import { findManagedClass } from '../classes/class-access';
import { valueAccount } from '../valuation/valuations';
import { lessonSubject } from './lesson-subject';

// A student without cash still sees 환전 on 1,000,000원, labelled 예시.
const EXAMPLE_CASH = 1_000_000;

export const exchangeMessages = {
  exampleRates: '예시 환율',
  teacherRates: '선생님이 입력한 환율',
  noMoney: '아직 입금된 돈이 없어서 총 수익률이 없어요. 입금된 뒤에 달러 수익률을 볼 수 있어요.',
} as const;

function conversion(cash: number, rates: ExchangeRates): ExchangeLesson['conversion'] {
  const won = cash > 0 ? cash : EXAMPLE_CASH;
  const buyingRate = explainBuyingRate(rates, false);
  const preferredRate = explainBuyingRate(rates, true);
  const sellingRate = explainSellingRate(rates);
  const preferredDollars = explainDollarsBought(won, preferredRate.value!);
  return {
    won,
    exampleCash: cash <= 0,
    buyingRate,
    preferredRate,
    sellingRate,
    dollars: explainDollarsBought(won, buyingRate.value!),
    preferredDollars,
    wonBack: explainWonBack(preferredDollars.value!, sellingRate.value!),
  };
}

/** 12경수01-02: the student's 총 수익률 in dollars and 환전 of their cash. */
export function createExchangeLessonService(deps: { db: Db; prices: PriceStore; clock: Clock }) {
  const { db, clock } = deps;
  return {
    of(actor: AuthUser, student: number | undefined): ExchangeLesson {
      const account = lessonSubject(db, actor, student);
      const { rates, example } = exchangeRatesRepo.ofClass(db, account.classId);
      const now = clock.now();
      const value = valueAccount(deps, account.id, now);
      const valuation = value?.valuation;
      const wonReturn = explainTotalReturn({
        value: valuation?.totalValue ?? 0,
        netDeposits: valuation?.netDeposits ?? 0,
      });
      const firstDeposit = value?.deposits[0];
      return {
        classId: account.classId,
        rates,
        exampleRates: example,
        ratesLabel: example ? exchangeMessages.exampleRates : exchangeMessages.teacherRates,
        from: firstDeposit ? kstDate(new Date(firstDeposit.at)) : null,
        to: kstDate(now),
        wonReturn: metric('wonReturn', '총 수익률 r원화', wonReturn),
        dollarReturn:
          wonReturn.value === null
            ? null
            : metric(
                'dollarReturn',
                '달러로 본 수익률 r달러',
                explainDollarReturn(wonReturn.value, rates),
              ),
        missing: wonReturn.value === null ? exchangeMessages.noMoney : null,
        conversion: conversion(valuation?.cash ?? 0, rates),
      };
    },

    /** A teacher enters the class's rates; the lesson shows them from then on. */
    save(actor: AuthUser, classId: number, rates: ExchangeRates): ExchangeRates {
      findManagedClass(db, actor, classId);
      exchangeRatesRepo.save(db, classId, rates, clock.now());
      return exchangeRatesRepo.ofClass(db, classId).rates;
    },
  };
}

export type ExchangeLessonService = ReturnType<typeof createExchangeLessonService>;
