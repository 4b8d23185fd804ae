import { useRef, useState, type KeyboardEvent } from 'react';
import type { ReviewQueue } from '../../../../shared/schemas/reviews';
import { reviewsApi } from '../../../../shared/contracts/teacher-reviews';
import { Spinner } from '../../../components/Spinner';
import { notify } from '../../../components/toast';
import { useApiQuery } from '../../../data/useApiQuery';
import { mergeStocks, noFilters, toQuery, type QueueFilters } from './queue-filters';
import { QueueFilterBar } from './QueueFilterBar';
import { QueueList } from './QueueList';
import { ReviewCard } from './ReviewCard';
import './reviews.css';

/** The number keys that pick a level: as many as the rubric's longest scale has levels. */
const levelCount = (rubric: ReviewQueue['rubric']) =>
  Math.max(1, ...rubric.criteria.map((criterion) => criterion.levels.length));

/** The 근거 평가 tab: the class's trades, unreviewed first, scored from the keyboard. */
export function ReviewQueuePanel({
  classId,
  students,
}: {
  classId: number;
  students: Array<{ id: number; number: string | null; name: string }>;
}) {
  const [filters, setFilters] = useState<QueueFilters>(noFilters);
  const [index, setIndex] = useState(0);
  const [stocks, setStocks] = useState(new Map<string, string>());
  const { data, loading, setData } = useQueue(classId, filters, (queue) => {
    setStocks((known) => mergeStocks(known, queue.items));
    setIndex(0);
  });
  const panel = useRef<HTMLDivElement>(null);

  if (!data)
    return loading ? <Spinner /> : <p className="empty-state">데이터를 불러오는데 실패했습니다</p>;
  const { items, rubric } = data;
  const current = items[Math.min(index, items.length - 1)];
  const go = (step: number) =>
    setIndex((i) => Math.max(0, Math.min(items.length - 1, Math.min(i, items.length - 1) + step)));

  function onKeyDown(event: KeyboardEvent) {
    const typing = (event.target as HTMLElement).closest('input, select, textarea');
    if (typing) return;
    const action = { KeyJ: 1, KeyN: 1, KeyK: -1, KeyP: -1 }[event.code];
    if (action !== undefined) {
      event.preventDefault();
      go(action);
    }
  }

  return (
    <div className="review-queue">
      <QueueFilterBar filters={filters} students={students} stocks={stocks} onChange={setFilters} />
      <p className="muted small queue-summary">
        평가 전 {data.unreviewedCount}건 · 루브릭 {rubric.version}판 ·{' '}
        <span className="keyboard-help">
          단축키: <kbd>J</kbd>/<kbd>K</kbd> 다음·이전, <kbd>1</kbd>–<kbd>{levelCount(rubric)}</kbd>{' '}
          수준, <kbd>↑</kbd>/<kbd>↓</kbd> 기준 이동, <kbd>C</kbd> 코멘트, <kbd>Enter</kbd> 저장하고
          다음 (코멘트 칸에서는 <kbd>Ctrl</kbd>+<kbd>Enter</kbd>)
        </span>
      </p>
      {items.length === 0 || !current ? (
        <p className="empty-state">조건에 맞는 거래가 없습니다</p>
      ) : (
        <div className="queue-layout" ref={panel} onKeyDown={onKeyDown}>
          <QueueList items={items} current={current.trade.id} onSelect={setIndex} />
          <ReviewCard
            key={current.trade.id}
            item={current}
            rubric={rubric}
            position={`${items.indexOf(current) + 1} / ${items.length}`}
            onPrevious={() => go(-1)}
            onNext={() => go(1)}
            onSaved={(review) => {
              setData({
                ...data,
                items: items.map((i) => (i === current ? { ...i, review } : i)),
                unreviewedCount: data.unreviewedCount - (current.review ? 0 : 1),
              });
              notify.success('평가를 저장했습니다');
              go(1);
            }}
          />
        </div>
      )}
    </div>
  );
}

/**
 * The queue for these filters. A review saved from it is shown in place (no refetch that would
 * lose the teacher's place); each answer that arrives reports its stocks and starts at the top.
 */
function useQueue(classId: number, filters: QueueFilters, onLoaded: (queue: ReviewQueue) => void) {
  const [override, setOverride] = useState<{ key: string; data: ReviewQueue } | null>(null);
  const [seen, setSeen] = useState<ReviewQueue | undefined>(undefined);
  const key = `${classId}:${JSON.stringify(filters)}`;
  const { data, isFetching } = useApiQuery(reviewsApi.queue, {
    params: { id: classId },
    query: toQuery(filters),
  });
  if (data && data !== seen) {
    setSeen(data);
    onLoaded(data);
  }
  return {
    data: override?.key === key ? override.data : data,
    loading: isFetching,
    setData: (next: ReviewQueue) => setOverride({ key, data: next }),
  };
}
