import { useAtomValue } from 'jotai';
import { connectionStatusAtom } from '../state/realtime';

// 실시간 while the socket streams; 지연 while the screen falls back to polling.
export function LiveIndicator() {
  const status = useAtomValue(connectionStatusAtom);
  const live = status === 'connected';
  return (
    <span
      className={`live-indicator ${live ? 'is-live' : 'is-delayed'}`}
      role="status"
      title={live ? '가격이 실시간으로 전달되고 있어요' : '연결이 끊겨 주기적으로 가격을 불러와요'}
    >
      <span className="live-dot" aria-hidden="true" />
      {live ? '실시간' : '지연'}
    </span>
  );
}
