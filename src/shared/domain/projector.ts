import type { ProjectorSettings } from '../schemas/projector';

export const SHORT_REASON_LENGTH = 60;

const HANGUL = /^[\uAC00-\uD7A3]+$/;

/**
 * Korean names are masked the way schools post results: 김민준 → 김○준, 이수 → 이○.
 * Other names become initials: "Jane Doe" → "J. D.".
 */
export function initialsOf(name: string): string {
  const trimmed = name.trim();
  if (HANGUL.test(trimmed)) {
    if (trimmed.length <= 2) return `${trimmed[0]}○`;
    return `${trimmed[0]}${'○'.repeat(trimmed.length - 2)}${trimmed[trimmed.length - 1]}`;
  }
  return trimmed
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => `${part[0]!.toUpperCase()}.`)
    .join(' ');
}

export function projectorName(name: string, mode: ProjectorSettings['names']): string | null {
  if (mode === 'HIDDEN') return null;
  return mode === 'INITIALS' ? initialsOf(name) : name;
}

export function projectorReason(reason: string, mode: ProjectorSettings['reasons']): string | null {
  if (mode === 'HIDDEN') return null;
  const text = reason.trim();
  if (mode === 'FULL' || [...text].length <= SHORT_REASON_LENGTH) return text;
  return `${[...text].slice(0, SHORT_REASON_LENGTH).join('').trimEnd()}…`;
}

/** Leaderboard rows need a label even when names are hidden: 학생 1, 학생 2, … by rank. */
export function leaderLabel(name: string, rank: number, mode: ProjectorSettings['names']): string {
  return projectorName(name, mode) ?? `학생 ${rank}`;
}
