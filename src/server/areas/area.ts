import type { Env, Hono, Schema } from 'hono';
import type { AppEnv } from '../http/middleware/session';
import type { QuotesListener } from '../market/price-store';

/** One area's part of the app: its routers, and what it hears of the market. */
export interface Area {
  /**
   * Routers under /api, in mounting order. Routers sharing a path (/admin, /portfolio) run each
   * other's guards in the order they are mounted, so app.ts lists the areas in that order.
   */
  routes?: ReadonlyArray<Mount>;
  /** Routers under /api/teacher, where the session and the staff role are checked once. */
  teacherRoutes?: ReadonlyArray<Hono<AppEnv>>;
  /** Each batch of quotes, heard while the app runs (released by its close()). */
  onQuotes?: ReadonlyArray<QuotesListener>;
}

/** An area: the services later areas are built with, and its parts of the app. */
export const area = <Services extends object>(
  services: Services,
  parts: Area,
): Services & Area => ({
  ...services,
  ...parts,
});

/** A router mounted on the API at its path. */
export type Mount = (api: Hono) => void;

export const at =
  <E extends Env, S extends Schema, B extends string>(path: string, router: Hono<E, S, B>): Mount =>
  (api) =>
    void api.route(path, router);
