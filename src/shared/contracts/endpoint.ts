import type { z } from 'zod';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `'/classes/:id/rules'` → `'id'`: the path's parameters, read from the path itself. */
export type ParamName<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamName<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * One API endpoint: its method, its path under /api as Hono writes it, what it takes and what it
 * answers. The route validates with `body`/`query` and is typed against `answer`; the client
 * builds the URL from `path` and parses the answer with `answer` (ADR 0031).
 */
export interface Endpoint<
  M extends Method = Method,
  Path extends string = string,
  Answer extends z.ZodType = z.ZodType,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: M;
  path: Path;
  answer: Answer;
  body?: Body;
  query?: Query;
}

/** A file the browser saves (CSV, ZIP): no envelope, nothing to parse. */
export interface Download<Path extends string = string> {
  method: 'GET';
  path: Path;
  download: true;
}

export function endpoint<
  M extends Method,
  Path extends string,
  Answer extends z.ZodType,
  Body extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
>(definition: Endpoint<M, Path, Answer, Body, Query>) {
  return definition;
}

export function download<Path extends string>(path: Path): Download<Path> {
  return { method: 'GET', path, download: true };
}

export type AnswerOf<E extends Endpoint> = z.output<E['answer']>;
/** What the server may hand to the answer: the schema's input (before defaults and transforms). */
export type ServedAnswer<E extends Endpoint> = z.input<E['answer']>;
/** The schema an optional slot (`body`, `query`) holds; never when the endpoint has none. */
export type SlotOf<S> = Exclude<S, undefined>;
export type BodyOf<E extends Endpoint> = z.input<SlotOf<E['body']>>;
export type QueryOf<E extends Endpoint> = z.input<SlotOf<E['query']>>;
export type ParamsOf<Path extends string> = [ParamName<Path>] extends [never]
  ? undefined
  : Record<ParamName<Path>, string | number>;

/** `'/classes/:id'` with `{ id: 7 }` → `'/classes/7'`; each value encoded as one path segment. */
export function fillPath(path: string, params: Record<string, string | number> | undefined) {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${path}: missing :${name}`);
    return encodeURIComponent(String(value));
  });
}
