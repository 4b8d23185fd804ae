import type { ReactNode } from 'react';

/** Previous / next with a position label in between ("3 / 12", "51-100 / 2,879"). */
export function Pagination({
  label,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
}: {
  label: ReactNode;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  return (
    <nav className="pagination" aria-label="페이지">
      <button
        type="button"
        className="button button-ghost button-small"
        disabled={!hasPrevious}
        onClick={onPrevious}
      >
        이전
      </button>
      <span>{label}</span>
      <button
        type="button"
        className="button button-ghost button-small"
        disabled={!hasNext}
        onClick={onNext}
      >
        다음
      </button>
    </nav>
  );
}
