import { formatDate } from '../../../shared/format';
import { realStocksApi } from '../../../shared/contracts/market';
import { Spinner } from '../../components/Spinner';
import { useApiQuery } from '../../data/useApiQuery';

export interface NewsItem {
  title: string;
  link: string;
  source: string;
  date: string;
}

/** Loaded by the page: whether there is news decides the note above the tabs too. */
export function useNews(symbol: string) {
  return useApiQuery(realStocksApi.news, { params: { symbol } });
}

export function NewsPanel({ data, loading }: { data: NewsItem[] | undefined; loading: boolean }) {
  if (loading && !data) return <Spinner />;
  if (!data || data.length === 0) return <p className="empty-state">관련 뉴스가 없어요</p>;
  return (
    <ul className="news-list">
      {data.map((item) => (
        <li key={item.link}>
          <a href={item.link} target="_blank" rel="noopener noreferrer">
            {item.title}
          </a>
          <span className="muted">
            {item.source} · {formatDate(item.date)}
          </span>
        </li>
      ))}
    </ul>
  );
}
