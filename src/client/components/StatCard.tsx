import type { ReactNode } from 'react';

/** A headline figure with its label and an optional line beneath (summary cards). */
export function StatCard({
  label,
  value,
  detail,
  action,
}: {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  /** A control beside the label, e.g. 계산 보기. */
  action?: ReactNode;
}) {
  return (
    <div className="card stat-card">
      <span className="stat-label">
        {label} {action}
      </span>
      <strong className="stat-value">{value}</strong>
      {detail && <span className="stat-detail">{detail}</span>}
    </div>
  );
}

export function StatGrid({ children }: { children: ReactNode }) {
  return <div className="stat-grid">{children}</div>;
}
