import { describe, expect, it } from 'vitest';
import { chooseReplay, resolveReplay, type ReplayInputs } from './replay-settings';

const defaults = { fast: '2026-03-06', realtime: '2026-01-30' };
// Monday 2026-11-23, 11:00 KST: in session, so a real-time replay set now starts today.
const now = new Date('2026-11-23T02:00:00Z');
const inputs = (over: Partial<ReplayInputs> = {}): ReplayInputs => ({
  env: {},
  saved: undefined,
  defaults,
  now,
  ...over,
});

describe('resolveReplay', () => {
  it('plays fast from the latest segment when nobody has chosen', () => {
    expect(resolveReplay(inputs()).choice).toEqual({
      pace: 'fast',
      startDate: '2026-03-06',
      anchorDate: '2026-11-23',
    });
  });

  it("takes the admin's saved choice and keeps its anchor across restarts", () => {
    const saved = {
      pace: 'realtime',
      startDate: null,
      anchoredStart: '2026-01-30',
      anchorDate: '2026-11-02',
    } as const;
    const resolved = resolveReplay(inputs({ saved }));
    expect(resolved.choice).toEqual({
      pace: 'realtime',
      startDate: '2026-01-30',
      anchorDate: '2026-11-02',
    });
    expect(resolved.locked).toEqual({ pace: false, startDate: false });
  });

  it('lets the environment win and says so', () => {
    const saved = {
      pace: 'fast',
      startDate: '2026-02-02',
      anchoredStart: '2026-02-02',
      anchorDate: '2026-11-02',
    } as const;
    const resolved = resolveReplay(
      inputs({ env: { pace: 'realtime', startDate: '2026-03-09' }, saved }),
    );
    // A different first day than the anchored one: it starts today.
    expect(resolved.choice).toEqual({
      pace: 'realtime',
      startDate: '2026-03-09',
      anchorDate: '2026-11-23',
    });
    expect(resolved.locked).toEqual({ pace: true, startDate: true });
    // The admin's own choice stays stored for when the environment lets go.
    expect(resolved.saved).toMatchObject({ pace: 'fast', startDate: '2026-02-02' });
  });
});

describe('chooseReplay', () => {
  it('starts a changed choice again today', () => {
    const saved = {
      pace: 'fast',
      startDate: null,
      anchoredStart: '2026-03-06',
      anchorDate: '2026-11-02',
    } as const;
    const chosen = chooseReplay(inputs({ saved }), { pace: 'realtime', startDate: '2026-01-30' });
    expect(chosen.choice).toEqual({
      pace: 'realtime',
      startDate: '2026-01-30',
      anchorDate: '2026-11-23',
    });
    expect(chosen.saved).toEqual({
      pace: 'realtime',
      startDate: '2026-01-30',
      anchoredStart: '2026-01-30',
      anchorDate: '2026-11-23',
    });
  });

  it('keeps the semester running when the same choice is saved again', () => {
    const saved = {
      pace: 'realtime',
      startDate: '2026-01-30',
      anchoredStart: '2026-01-30',
      anchorDate: '2026-11-02',
    } as const;
    const chosen = chooseReplay(inputs({ saved }), { pace: 'realtime', startDate: '2026-01-30' });
    expect(chosen.choice.anchorDate).toBe('2026-11-02');
  });

  it('after the close, a new real-time choice starts on the next business day', () => {
    const evening = new Date('2026-11-23T08:00:00Z'); // 17:00 KST
    const chosen = chooseReplay(inputs({ now: evening }), {
      pace: 'realtime',
      startDate: '2026-02-02',
    });
    expect(chosen.choice.anchorDate).toBe('2026-11-24');
  });
});
