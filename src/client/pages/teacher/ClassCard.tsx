import { Link } from 'react-router-dom';
import type { ClassSummary } from '../../../shared/schemas/classes';
import { Icon } from '../../components/Icon';
import { notify } from '../../components/toast';
import { relativeStart } from './relative-start';

async function copyCode(code: string) {
  try {
    await navigator.clipboard.writeText(code);
    notify.success('클래스 코드를 복사했습니다');
  } catch {
    notify.error('복사하지 못했습니다. 코드를 직접 알려 주세요.');
  }
}

/** '2026-03-02' → '2026.03.02': short enough for a card on a phone. */
const shortDate = (day: string) => day.replaceAll('-', '.');

export function ClassCard({ klass, today }: { klass: ClassSummary; today: string }) {
  // Clipboard access exists only on https or localhost; a school LAN address has none.
  const canCopy = typeof navigator !== 'undefined' && Boolean(navigator.clipboard);
  return (
    <article className="card class-card">
      <header className="class-card-header">
        <h2>
          <Link to={`/teacher/class/${klass.id}`} className="class-card-link">
            {klass.name}
          </Link>
        </h2>
        <span className={`status-badge ${klass.isActive ? 'is-active' : 'is-ended'}`}>
          {klass.isActive ? '진행중' : '종료'}
        </span>
      </header>
      <div className="class-code-row">
        <span className="class-code-label">클래스 코드</span>
        <strong className="class-code">{klass.code}</strong>
        {canCopy && (
          <button
            type="button"
            className="icon-button class-code-copy"
            aria-label={`클래스 코드 ${klass.code} 복사`}
            onClick={() => copyCode(klass.code)}
          >
            <Icon name="copy" size={18} />
          </button>
        )}
      </div>
      <dl className="class-facts">
        <div>
          <dt>학생</dt>
          <dd>
            {klass._count.students}명
            {klass._count.pending > 0 && (
              <span className="pending-note">승인 대기 {klass._count.pending}명</span>
            )}
          </dd>
        </div>
        <div>
          <dt>시작일</dt>
          <dd>{shortDate(klass.startDate)}</dd>
        </div>
        {klass.endDate && (
          <div>
            <dt>종료일</dt>
            <dd>{shortDate(klass.endDate)}</dd>
          </div>
        )}
        {klass.middleSchool && (
          <div>
            <dt>학교급</dt>
            <dd>중학교 (보호자 동의)</dd>
          </div>
        )}
      </dl>
      <footer className="class-card-footer">
        <span className="muted">{relativeStart(klass.startDate, today)}</span>
        <span className="class-card-more" aria-hidden="true">
          자세히 보기 →
        </span>
      </footer>
    </article>
  );
}
