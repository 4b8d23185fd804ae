import { useEffect, useState } from 'react';

/** Seconds left until `closesAt`, ticking each second while there are any. */
export function useCountdown(closesAt: string, running: boolean): number {
  const end = Date.parse(closesAt);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [running]);
  return Math.max(0, Math.ceil((end - now) / 1_000));
}

export const formatCountdown = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
