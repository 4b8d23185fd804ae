import { Icon } from './Icon';
import { LiveIndicator } from './LiveIndicator';

/** The live indicator, the auto-refresh toggle and a manual refresh, as trading and detail show them. */
export function RefreshControls({
  autoRefresh,
  onAutoRefreshChange,
  onRefresh,
}: {
  autoRefresh: boolean;
  onAutoRefreshChange: (on: boolean) => void;
  onRefresh: () => void;
}) {
  return (
    <>
      <LiveIndicator />
      <label className="switch">
        <input
          type="checkbox"
          checked={autoRefresh}
          onChange={(e) => onAutoRefreshChange(e.target.checked)}
        />
        자동 새로고침
      </label>
      <button type="button" className="button button-ghost button-small" onClick={onRefresh}>
        <Icon name="refresh" size={16} /> 새로고침
      </button>
    </>
  );
}
