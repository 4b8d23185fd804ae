import type { AssignmentDone } from '../schemas/assignments';
import type { AuctionBoard } from '../schemas/auctions';
import type { CorporateAdjustment } from '../schemas/corporate-actions';
import type { Order } from '../schemas/orders';
import type { ClassOrderClosed, ClassTrade, RegularDepositNotice, ReviewNotice } from './events';
import { createEventBus, type EventBus, type ListenerFailures } from './event-bus';

/**
 * What the server's services announce, each after the commit that made it true (ADR 0014): the
 * event's name and its payload. The realtime hub sends them to sockets as the publishing area's
 * lines of the deliveries table say (src/server/areas/deliveries.ts).
 */
export interface ServerEvents {
  /** A trade of a class's student: the class feed, its leaderboard and projectors. */
  tradeExecuted: ClassTrade;
  /** Holdings or cash changed outside a tick (a trade, a teacher's adjustment, a deposit). */
  portfolioChanged: { userId: number };
  /** The student's resting order filled, expired or was cancelled. */
  orderChanged: { userId: number; order: Order };
  /** The same expiry or cancellation for the class feed (a fill reaches it as a trade). */
  classOrderClosed: ClassOrderClosed;
  /** A corporate action adjusted one of the student's holdings. */
  corporateActionApplied: { userId: number; adjustment: CorporateAdjustment };
  /** The class's regular deposit reached the student. */
  regularDeposited: { userId: number; notice: Omit<RegularDepositNotice, 'serverTime'> };
  /** A teacher reviewed one of the student's trades. */
  reviewed: { userId: number; notice: Omit<ReviewNotice, 'serverTime'> };
  /** The student wrote or edited a 회고. */
  reflected: { userId: number };
  /** A 과제 completed: the student and the class's teacher hear it. */
  assignmentCompleted: Omit<AssignmentDone, 'serverTime'>;
  /** A class call auction opened, took an order, closed or was cancelled. */
  auctionChanged: AuctionBoard;
  /** Projector settings or standings changed outside a trade: projectors fetch their state. */
  projectorChanged: { classId: number };
  /** A display link was revoked or its class ended: its projectors stop. */
  displayLinkRevoked: { classId: number };
  /** New 우리 반 규칙 committed: a regular deposit due today lands now. */
  classRulesSaved: { classId: number };
  /** Password reset, deactivation or logging out everywhere ended all of a user's sessions. */
  sessionEnded: { userId: number };
  /** A logout or a detected refresh-token reuse ended one session. */
  sessionClosed: { sessionId: string };
}

export type ServerEventBus = EventBus<ServerEvents>;

/** The server reports its listeners' failures to the background health record (listener-failures.ts). */
export const createServerEventBus = (failures?: ListenerFailures<ServerEvents>): ServerEventBus =>
  createEventBus<ServerEvents>(failures);
