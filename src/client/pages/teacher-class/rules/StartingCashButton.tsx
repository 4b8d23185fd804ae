import { formatWon } from '../../../../shared/format';
import { classRulesApi } from '../../../../shared/contracts/teacher-market';
import { useApiQuery } from '../../../data/useApiQuery';

/** A cash reset: fills in the class's starting cash (우리 반 규칙), still saved as a deposit. */
export function StartingCashButton({
  classId,
  onPick,
}: {
  classId: number;
  onPick: (cash: number) => void;
}) {
  const { data } = useApiQuery(classRulesApi.get, { params: { id: classId } });
  if (!data) return null;
  return (
    <button
      type="button"
      className="button button-ghost button-small"
      onClick={() => onPick(data.initialCash)}
    >
      시작 자금({formatWon(data.initialCash)})으로 초기화
    </button>
  );
}
