import { useAtomValue } from 'jotai';
import { useState } from 'react';
import type { RankBy } from '../../../shared/schemas/trading';
import { ApiError } from '../../api/client';
import { leaderboardApi } from '../../../shared/contracts/portfolio';
import { Icon } from '../../components/Icon';
import { SegmentedControl } from '../../components/SegmentedControl';
import { Spinner } from '../../components/Spinner';
import { notify } from '../../components/toast';
import { useApiQuery, useQueryErrors } from '../../data/useApiQuery';
import { userAtom } from '../../state/session';
import { LeaderboardTable } from './LeaderboardTable';
import { RankingNote, rankings } from './RankingExplain';
import './leaderboard.css';

type TimeRange = 'all' | 'month' | 'week';

const periods: Array<{ value: TimeRange; label: string }> = [
  { value: 'all', label: '전체 기간' },
  { value: 'month', label: '이번 달' },
  { value: 'week', label: '이번 주' },
];

const tips = [
  {
    title: '재무제표와 사업 모델 분석',
    body: '매출과 이익이 어디서 나오는지 이해하고 투자하세요.',
  },
  { title: '분산 투자', body: '한 종목에 모든 돈을 걸지 말고 여러 업종에 나누어 위험을 줄이세요.' },
  { title: '장기적인 관점', body: '하루의 등락보다 기업의 성장 가능성을 보고 판단하세요.' },
  { title: '판단 근거 기록', body: '왜 샀고 왜 팔았는지 기록하면 다음 결정이 더 좋아져요.' },
];

const isClosed = (error: Error) => error instanceof ApiError && error.code === 'LEADERBOARD_CLOSED';

export function LeaderboardPage() {
  const [timeRange, setTimeRange] = useState<TimeRange>('all');
  const [rankBy, setRankBy] = useState<RankBy>('return');
  const me = useAtomValue(userAtom);
  const board = useApiQuery(leaderboardApi.get, { query: { timeRange, rankBy } });
  useQueryErrors((failure) => {
    if (!isClosed(failure)) notify.error('리더보드를 불러오는데 실패했습니다');
  }, board);
  const { data, error } = board;

  return (
    <section className="page leaderboard">
      <header className="page-header">
        <h1 className="page-title">
          <Icon name="trophy" size={26} /> 리더보드
        </h1>
        <SegmentedControl
          label="기간"
          segments={periods}
          value={timeRange}
          onChange={setTimeRange}
        />
        <SegmentedControl
          label="순위 기준"
          segments={rankings}
          value={rankBy}
          onChange={setRankBy}
        />
      </header>

      <div className="card table-card">
        {error && isClosed(error) ? (
          <p className="empty-state">{error.message}</p>
        ) : board.isPending ? (
          <Spinner />
        ) : !data || data.length === 0 ? (
          <p className="empty-state">아직 거래 기록이 없습니다</p>
        ) : (
          <>
            <LeaderboardTable entries={data} rankBy={rankBy} meId={me?.id} />
            <RankingNote rankBy={rankBy} />
          </>
        )}
      </div>

      <aside className="card tips" aria-label="투자 팁">
        <h2>
          <Icon name="star" /> 좋은 투자자가 되는 방법
        </h2>
        <ul>
          {tips.map((tip) => (
            <li key={tip.title}>
              <strong>{tip.title}</strong>
              <span>{tip.body}</span>
            </li>
          ))}
        </ul>
      </aside>
    </section>
  );
}
