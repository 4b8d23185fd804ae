import type { ReplayPace } from '../../shared/schemas/market-settings';
import type { SavedReplaySettings } from '../db/repos/market-state.repo';
import { anchorDay } from './pacing';

/** What the replay plays: its pace, its first real day, and the school day that day played on. */
export interface ReplayChoice {
  pace: ReplayPace;
  startDate: string;
  anchorDate: string;
}

export interface ResolvedReplay {
  choice: ReplayChoice;
  /** Fixed by REPLAY_PACE / REPLAY_START_DATE: the environment wins over the admin panel. */
  locked: { pace: boolean; startDate: boolean };
  /** What to store, so a restart keeps the same anchor. */
  saved: SavedReplaySettings;
}

export interface ReplayInputs {
  env: { pace?: ReplayPace; startDate?: string };
  saved: SavedReplaySettings | undefined;
  defaults: Record<ReplayPace, string>;
  now: Date;
}

/** The environment, then the admin's saved choice, then the pace's default. */
export function resolveReplay({ env, saved, defaults, now }: ReplayInputs): ResolvedReplay {
  const pace = env.pace ?? saved?.pace ?? 'fast';
  const startDate = env.startDate ?? saved?.startDate ?? defaults[pace];
  const kept = saved?.anchoredStart === startDate ? saved.anchorDate : null;
  const anchorDate = kept ?? anchorDay(now);
  return {
    choice: { pace, startDate, anchorDate },
    locked: { pace: env.pace !== undefined, startDate: env.startDate !== undefined },
    saved: {
      pace: saved?.pace ?? 'fast',
      startDate: saved?.startDate ?? null,
      anchoredStart: startDate,
      anchorDate,
    },
  };
}

/**
 * The admin saves a pace and a start (the caller has refused changes to locked settings): a
 * changed choice starts again from its first day — at the real-time pace, today's session plays
 * it — and saving the same choice changes nothing.
 */
export function chooseReplay(
  inputs: ReplayInputs,
  wanted: { pace: ReplayPace; startDate: string },
): ResolvedReplay {
  const current = resolveReplay(inputs);
  const { pace, startDate } = wanted;
  if (pace === current.choice.pace && startDate === current.choice.startDate) return current;
  const anchorDate = anchorDay(inputs.now);
  return {
    choice: { pace, startDate, anchorDate },
    locked: current.locked,
    saved: { pace, startDate, anchoredStart: startDate, anchorDate },
  };
}
