import type { AssignmentDone } from '../schemas/assignments';
import type { ReviewNotice } from './events';
import { createEventBus, type EventBus } from './event-bus';

/**
 * What the server's services announce, each after the commit that made it true (ADR 0014): the
 * event's name and its payload. The realtime hub turns them into socket events.
 */
export interface ServerEvents {
  /** A teacher reviewed one of the student's trades. */
  reviewed: { userId: number; notice: Omit<ReviewNotice, 'serverTime'> };
  /** The student wrote or edited a 회고. */
  reflected: { userId: number };
  /** A 과제 completed: the student and the class's teacher hear it. */
  assignmentCompleted: Omit<AssignmentDone, 'serverTime'>;
}

export type ServerEventBus = EventBus<ServerEvents>;

export const createServerEventBus = (): ServerEventBus => createEventBus<ServerEvents>();
