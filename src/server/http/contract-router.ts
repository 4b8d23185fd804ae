import { Hono, type Context, type Env, type MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import type { Download, Endpoint, ServedAnswer, SlotOf } from '../../shared/contracts/endpoint';
import { ok, replyShared } from './envelope';
import type { AppEnv } from './middleware/session';
import { validate } from './validate';

/** The paths a router mounted at `Prefix` can serve: the prefix itself and what lies beneath. */
type PathUnder<Prefix extends string> = Prefix | `${Prefix}/${string}`;
type Output<S> = z.output<SlotOf<S>>;

/** What a route's handler is handed: the request's parts, each checked by its schema. */
export interface RouteInput<E extends Endpoint | Download, Params> {
  params: Output<Params>;
  query: E extends Endpoint ? Output<E['query']> : never;
  body: E extends Endpoint ? Output<E['body']> : never;
}

interface RouteOptions<Guards extends Env, Params extends z.ZodType | undefined> {
  /** Run first, in order, so a refusal comes as 401 or 403 before any 400. */
  guards?: MiddlewareHandler<Guards>[];
  /** The path's parameters are named by the contract; their form is the server's to check. */
  params?: Params;
  /** 201 for an endpoint that creates. */
  status?: 201;
  /**
   * The answer is never changed after it is made (a coalesced one): its bytes are written once
   * and reused (`replyShared`).
   */
  shared?: true;
}

/** The request's context; `c.req.param()` knows the names in the endpoint's path. */
export type RouteContext<Guards extends Env, Path extends string = string> = Context<
  AppEnv & Guards,
  Path
>;
type AnswerHandler<E extends Endpoint, Guards extends Env, Params> = (
  c: RouteContext<Guards, E['path']>,
  input: RouteInput<E, Params>,
) => ServedAnswer<E> | Promise<ServedAnswer<E>>;
type DownloadHandler<D extends Download, Guards extends Env, Params> = (
  c: RouteContext<Guards, D['path']>,
  input: RouteInput<D, Params>,
) => Response;

// The endpoint each route's last handler was built from, for the contract test.
const servedEndpoints = new WeakMap<object, Endpoint | Download>();

/** The endpoint a handler of the app's route table answers for, if a ContractRouter built it. */
export function endpointServedBy(handler: object): Endpoint | Download | undefined {
  return servedEndpoints.get(handler);
}

/**
 * A router whose routes are built from their contract (src/shared/contracts, ADR 0031): method,
 * path, the body's and the query's schema come from the endpoint, and the handler returns what
 * the endpoint answers. It is mounted at `prefix`, so it serves only endpoints under it.
 */
export class ContractRouter<Prefix extends string> extends Hono<AppEnv> {
  constructor(
    private readonly prefix: Prefix,
    /** Guards for every route of the router, checked before anything else. */
    guards: MiddlewareHandler<AppEnv>[] = [],
  ) {
    super();
    if (guards.length > 0) this.use('*', ...guards);
  }

  serve<E extends Endpoint<Endpoint['method'], PathUnder<Prefix>>>(
    endpoint: E,
    handler: AnswerHandler<E, AppEnv, undefined>,
  ): this;
  serve<
    E extends Endpoint<Endpoint['method'], PathUnder<Prefix>>,
    Guards extends Env = AppEnv,
    Params extends z.ZodType | undefined = undefined,
  >(
    endpoint: E,
    options: RouteOptions<Guards, Params>,
    handler: AnswerHandler<E, Guards, Params>,
  ): this;
  serve<
    D extends Download<PathUnder<Prefix>>,
    Guards extends Env = AppEnv,
    Params extends z.ZodType | undefined = undefined,
  >(
    endpoint: D,
    options: RouteOptions<Guards, Params>,
    handler: DownloadHandler<D, Guards, Params>,
  ): this;
  serve(endpoint: Endpoint | Download, ...args: unknown[]): this {
    const [options, handler] = (args.length === 1 ? [{}, args[0]] : args) as [
      AnyRouteOptions,
      RouteHandler,
    ];
    const answer =
      'download' in endpoint
        ? (c: Context) => handler(c, inputOf(c))
        : answerWith(endpoint, options, handler);
    servedEndpoints.set(answer, endpoint);
    (this.on as (method: string, path: string, ...handlers: unknown[]) => unknown)(
      endpoint.method,
      endpoint.path.slice(this.prefix.length) || '/',
      ...(options.guards ?? []),
      ...validators(endpoint, options.params),
      answer,
    );
    return this;
  }
}

// What the overloads above are checked against, seen from inside.
type RouteHandler = (c: Context, input: RouteInput<Endpoint, z.ZodType>) => unknown;
type AnyRouteOptions = RouteOptions<Env, z.ZodType | undefined>;

/** Path parameters, then query, then body: the order of the 400 a request with several faults gets. */
function validators(endpoint: Endpoint | Download, params: z.ZodType | undefined) {
  const checks: MiddlewareHandler[] = [];
  if (params) checks.push(validate('param', params));
  if ('download' in endpoint) return checks;
  if (endpoint.query) checks.push(validate('query', endpoint.query));
  if (endpoint.body) checks.push(validate('json', endpoint.body));
  return checks;
}

function inputOf(c: Context): RouteInput<Endpoint, z.ZodType> {
  const req = c.req as unknown as { valid(target: string): never };
  return { params: req.valid('param'), query: req.valid('query'), body: req.valid('json') };
}

// What a route that takes no input is handed, made once rather than per request.
const NO_INPUT = Object.freeze({}) as RouteInput<Endpoint, z.ZodType>;

/** The handler's answer in the envelope; a synchronous handler answers without a promise. */
function answerWith(endpoint: Endpoint, options: AnyRouteOptions, handler: RouteHandler) {
  const { status, shared } = options;
  const takesInput = !!(options.params || endpoint.query || endpoint.body);
  if (shared)
    return async (c: Context) =>
      replyShared(
        endpoint,
        (await handler(c, inputOf(c))) as object,
        c.req.header('accept-encoding'),
      );
  return (c: Context) => {
    const data = handler(c, takesInput ? inputOf(c) : NO_INPUT);
    return data instanceof Promise ? data.then((answer) => ok(answer, status)) : ok(data, status);
  };
}
