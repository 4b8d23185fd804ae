import { useRef, type KeyboardEvent } from 'react';

export interface Segment<T extends string> {
  value: T;
  label: string;
}

// WAI-ARIA radio group: arrows move the choice (wrapping), Home and End jump to the ends.
const moves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/**
 * A row of mutually exclusive choices (periods, chart ranges). One tab stop: only the chosen
 * segment is in the tab order (roving tabindex), and the arrow keys choose another.
 */
export function SegmentedControl<T extends string>({
  label,
  segments,
  value,
  onChange,
}: {
  label: string;
  segments: Segment<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  const group = useRef<HTMLDivElement>(null);
  const selected = Math.max(
    0,
    segments.findIndex((segment) => segment.value === value),
  );

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const move = moves[event.key];
    if (!move || segments.length === 0) return;
    event.preventDefault();
    const next = move(selected, segments.length);
    const segment = segments[next];
    if (!segment) return;
    onChange(segment.value);
    group.current?.querySelectorAll<HTMLButtonElement>('[role="radio"]')[next]?.focus();
  }

  return (
    <div
      ref={group}
      className="segmented"
      role="radiogroup"
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      {segments.map((segment, index) => (
        <button
          key={segment.value}
          type="button"
          role="radio"
          aria-checked={segment.value === value}
          tabIndex={index === selected ? 0 : -1}
          className={segment.value === value ? 'active' : undefined}
          onClick={() => onChange(segment.value)}
        >
          {segment.label}
        </button>
      ))}
    </div>
  );
}
