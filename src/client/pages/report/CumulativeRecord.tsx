import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../shared/format';
import type { EvidenceReport } from '../../../shared/schemas/assignments';

const ALL = 'all';

/**
 * The dated 누가기록 under each 성취기준: what the student did, when, with a link to the evidence.
 * The filter narrows the screen only; paper always carries every entry.
 */
export function CumulativeRecord({ groups }: { groups: EvidenceReport['groups'] }) {
  const [shown, setShown] = useState(ALL);
  const filterId = useId();
  return (
    <section className="cumulative-record" aria-label="누가기록">
      <div className="cumulative-head">
        <h3>누가기록 (날짜별 활동 근거)</h3>
        {groups.length > 1 && (
          <label className="cumulative-filter small" htmlFor={filterId}>
            성취기준
            <select
              id={filterId}
              className="input"
              value={shown}
              onChange={(e) => setShown(e.target.value)}
            >
              <option value={ALL}>전체 성취기준</option>
              {groups.map((g) => (
                <option key={g.standard} value={g.standard}>
                  [{g.standard}]
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {groups.length === 0 && <p className="muted small">아직 남은 활동 기록이 없습니다</p>}
      {groups.map((group) => (
        <section
          key={group.standard}
          className={`evidence-group${shown === ALL || shown === group.standard ? '' : ' filtered-out'}`}
        >
          <h4>
            [{group.standard}] {group.text}
          </h4>
          <ul>
            {group.items.map((item, i) => (
              <li key={`${item.kind}-${item.at}-${i}`}>
                <time className="muted small" dateTime={item.at}>
                  {formatDate(item.at)}
                </time>{' '}
                <strong>{item.title}</strong> {item.detail}
                {item.link && (
                  <>
                    {' '}
                    <Link className="evidence-link small" to={item.link.to}>
                      {item.link.label}
                    </Link>
                  </>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
