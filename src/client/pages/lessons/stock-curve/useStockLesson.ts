import { useState } from 'react';
import { lessonsApi } from '../../../../shared/contracts/lessons';
import { useApiQuery } from '../../../data/useApiQuery';

type StockLessonSlug = 'marginal' | 'graphShape' | 'functions';

/** A stock lesson's answer for the chosen student and stock (the server's default stock first). */
export function useStockLesson<S extends StockLessonSlug>(slug: S, student: number | undefined) {
  // A stock chosen for one student is not asked for the next one a teacher picks (not theirs).
  const [choice, setChoice] = useState<{ student: number | undefined; symbol: string }>();
  const symbol = choice && choice.student === student ? choice.symbol : undefined;
  const setSymbol = (chosen: string) => setChoice({ student, symbol: chosen });
  const endpoint = lessonsApi[slug] as (typeof lessonsApi)[StockLessonSlug];
  const read = useApiQuery(endpoint, { query: { student, symbol } });
  return {
    symbol,
    setSymbol,
    data: read.data as ReturnType<typeof useApiQuery<(typeof lessonsApi)[S]>>['data'],
    read,
  };
}
