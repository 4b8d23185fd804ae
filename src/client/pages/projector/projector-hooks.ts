import { useEffect, useState } from 'react';
import type { ProjectorLeader } from '../../../shared/schemas/projector';

/** The time now, ticking each second. */
export function useClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function rankMoves(before: ProjectorLeader[], after: ProjectorLeader[]) {
  const previous = new Map(before.map((leader) => [leader.userId, leader.rank]));
  const moves = new Map<number, number>();
  for (const leader of after) {
    const rank = previous.get(leader.userId);
    if (rank !== undefined && rank !== leader.rank) moves.set(leader.userId, rank - leader.rank);
  }
  return moves;
}

/** Each student's climb or fall since the previous standings (derived while rendering). */
export function useRankMoves(leaders: ProjectorLeader[]) {
  const [shown, setShown] = useState(leaders);
  const [moves, setMoves] = useState(new Map<number, number>());
  if (shown !== leaders) {
    setMoves(rankMoves(shown, leaders));
    setShown(leaders);
  }
  return moves;
}
