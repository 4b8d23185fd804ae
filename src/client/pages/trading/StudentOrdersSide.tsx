import { OpenOrdersPanel } from '../../components/class-market/OpenOrdersPanel';

/** Under the student's stock table: 미체결 orders (우리 반 규칙 sits above the table). */
export function StudentOrdersSide() {
  return (
    <div className="trading-side">
      <OpenOrdersPanel />
    </div>
  );
}
