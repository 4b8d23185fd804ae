import { useState } from 'react';
import { lessonsApi } from '../../../../shared/contracts/lessons';
import { errorMessage } from '../../../components/toast';
import { useApiQuery } from '../../../data/useApiQuery';

type StockLessonSlug = 'marginal' | 'graphShape';

/** A stock lesson's answer for the chosen student and stock (the server's default stock first). */
export function useStockLesson<S extends StockLessonSlug>(slug: S, student: number | undefined) {
  const [symbol, setSymbol] = useState<string>();
  const endpoint = lessonsApi[slug] as (typeof lessonsApi)[StockLessonSlug];
  const read = useApiQuery(endpoint, { query: { student, symbol } });
  return {
    symbol,
    setSymbol,
    data: read.data as ReturnType<typeof useApiQuery<(typeof lessonsApi)[S]>>['data'],
    pending: read.isPending,
    error: read.error ? errorMessage(read.error, '수업 자료를 불러오지 못했어요') : undefined,
  };
}
