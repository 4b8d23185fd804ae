import type { ServerEvents } from '../../shared/realtime/server-events';
import type { ClassTrade } from '../../shared/realtime/events';
import type { AuctionBoard } from '../../shared/schemas/auctions';
import type { ProjectorTrade } from '../../shared/schemas/projector';
import type { HubServer } from './hub';

/** What a delivery may do: send to rooms, and ask the hub for what it keeps (values, throttles). */
export interface Outlet {
  /** The sockets in these rooms. */
  to: HubServer['to'];
  /** The send time stamped on an event, so a client can show its delay. */
  now(): number;
  /** Someone is in the room: what only they would see need not be computed. */
  hasAudience(room: string): boolean;
  /** Values the user's portfolio now and pushes it to their sockets if it changed. */
  pushPortfolio(userId: number): void;
  /** The class's projectors fetch their state again, at most once a second. */
  refreshProjectors(classId: number): void;
  /** Ends the room's sockets at once. */
  disconnect(room: string): void;
  /** Ends the sockets a display link opened on the class. */
  disconnectDisplays(classId: number): void;
  /** A class trade as its projector settings allow it shown (absent: projectors get no trades). */
  projectorTrade?: (trade: ClassTrade) => ProjectorTrade;
  /** An auction board with its fills named as the class's projector settings allow. */
  projectorAuction?: (board: AuctionBoard) => AuctionBoard;
}

/** One line of the table: what a server event sends, and to which rooms. */
export interface Delivery<Event extends keyof ServerEvents = keyof ServerEvents> {
  event: Event;
  // A method, so a line typed for one event fits a table of all of them (`deliver` pairs them).
  send(payload: ServerEvents[Event], out: Outlet): void;
}

export const deliver = <Event extends keyof ServerEvents>(
  event: Event,
  send: (payload: ServerEvents[Event], out: Outlet) => void,
): Delivery<Event> => ({ event, send });
