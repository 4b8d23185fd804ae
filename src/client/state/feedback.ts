import { atom } from 'jotai';
import type { ReviewNotice } from '../../shared/realtime/events';

/** The newest review notice from the socket (the student's own user room). */
export const reviewNoticeAtom = atom<ReviewNotice | null>(null);
/** Unread reviews, for the sidebar badge; null until known. */
export const feedbackUnreadAtom = atom<number | null>(null);
