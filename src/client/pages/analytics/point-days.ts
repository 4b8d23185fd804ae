const monthDay = (date: string) => `${Number(date.slice(5, 7))}/${Number(date.slice(8, 10))}`;

/**
 * Each point's school day and the KRX day whose prices (and KOSPI) valued it, for the legend
 * under the cursor: "3/20 · KRX 3/19"; "기록 없음" where no market day was recorded.
 */
export function pointDays(dates: string[], marketDates: Array<string | null>) {
  return {
    title: '날짜 · KRX 거래일',
    labels: dates.map((date, i) => {
      const market = marketDates[i];
      return `${monthDay(date)} · KRX ${market ? monthDay(market) : '기록 없음'}`;
    }),
  };
}
