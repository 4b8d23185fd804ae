import { adminSchoolApi } from '../../../shared/contracts/admin';
import { SegmentedControl } from '../../components/SegmentedControl';
import { useApiMutation } from '../../data/useApiMutation';
import { useApiQuery } from '../../data/useApiQuery';

const scopes = [
  { value: 'class', label: '클래스별' },
  { value: 'school', label: '학교 전체' },
] as const;

/** Whose board a student sees: their own class (default) or every class of the school. */
export function SchoolLeaderboardPanel() {
  const { data } = useApiQuery(adminSchoolApi.leaderboard);
  const save = useApiMutation(adminSchoolApi.saveLeaderboard, {
    invalidates: [adminSchoolApi.leaderboard],
    fallback: '작업에 실패했습니다.',
  });
  if (!data) return null;

  return (
    <section className="card" aria-label="학생 리더보드 범위">
      <h2 className="card-title">학생 리더보드 범위</h2>
      <SegmentedControl
        label="학생 리더보드 범위"
        segments={[...scopes]}
        value={data.schoolWide ? 'school' : 'class'}
        onChange={(scope) => void save.send({ body: { schoolWide: scope === 'school' } })}
      />
      <p className="field-hint">
        클래스별: 학생은 자기 클래스 순위만 봅니다. 학교 전체: 모든 클래스의 학생이 한 순위표에
        나옵니다. 이름 표시와 공개 여부는 각 클래스의 선생님이 정합니다.
      </p>
    </section>
  );
}
