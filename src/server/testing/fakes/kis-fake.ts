import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import type { WebSocket } from 'ws';
import { roundToTick, tickDown, tickUp } from '../../../shared/domain/market/tick-size';
import {
  DEFAULT_PRICES,
  QUOTATIONS,
  TR_BY_PATH,
  SYMBOL,
  remember,
  OK,
  basePrice,
  kst,
  ascii,
  sign,
  rate,
  askLadder,
  tradeRecord,
  bookRecord,
  encrypt,
  weekdaysDescending,
  weekdayBefore,
  dailyRow,
  isSuspended,
  suspendedRow,
} from './kis-fake-wire';
import type { Stock } from './kis-fake-wire';

/**
 * A local stand-in for KIS Developers (한국투자증권 Open API): token and approval issue, the three
 * quotation endpoints, and the realtime WebSocket (H0STCNT0 체결, H0STASP0 호가, PINGPONG), speaking
 * KIS's request checks and answer shapes. Used by the adapter's tests and by e2e runs of the app.
 */

export type KisFakeFailure = 'rate-limit' | 'server-error' | 'malformed' | 'expired-token' | 'hang';

export interface KisFakeOptions {
  port?: number;
  appKey?: string;
  appSecret?: string;
  /** Moves every known stock by one tick every tickMs. */
  autoTick?: boolean;
  tickMs?: number;
  /** KIS issues one token a minute (EGW00133); tests shorten it. */
  tokenCooldownMs?: number;
  /** How often PINGPONG goes out; a session that did not echo the previous one is closed. */
  pingMs?: number;
  /** Sends data frames encrypted (flag 1, AES-256-CBC with the subscription's key and iv). */
  encrypt?: boolean;
  maxRegistrations?: number;
  /** Answers EGW00201 beyond this many quotation requests a second (off by default). */
  requestsPerSecond?: number;
}

export interface KisFake {
  /** REST base URL (http://127.0.0.1:port). */
  url: string;
  wsUrl: string;
  close(): Promise<void>;
  setPrice(symbol: string, price: number): void;
  price(symbol: string): number;
  failNext(kind: KisFakeFailure, count?: number): void;
  dropSockets(): void;
  /** Current WebSocket registrations, 'H0STCNT0|005930'. */
  subscriptions(): string[];
  tokenIssues(): number;
  /** WebSocket approval keys (접속키) issued. */
  approvalIssues(): number;
  /** Quotation requests served (any answer), by tr_id, with the stock asked for. */
  requests(): Array<{ trId: string; symbol: string }>;
  /** PINGPONG frames echoed back verbatim. */
  pongs(): number;
  /** Realtime data frames sent, as sent. */
  framesSent(): string[];
  connections(): number;
}

interface Session {
  socket: WebSocket;
  subs: Set<string>;
  key: string;
  iv: string;
  lastPing?: string;
  queued: Map<string, string[]>;
}

export async function startKisFake(options: KisFakeOptions = {}): Promise<KisFake> {
  const appKey = options.appKey ?? 'fake-app-key';
  const appSecret = options.appSecret ?? 'fake-app-secret';
  const cooldownMs = options.tokenCooldownMs ?? 60_000;
  const maxRegistrations = options.maxRegistrations ?? 41;
  const stocks = new Map<string, Stock>();
  const tokens = new Map<string, { expired: boolean }>();
  const approvals = new Set<string>();
  const sessions = new Set<Session>();
  const failures: KisFakeFailure[] = [];
  const hanging = new Set<ServerResponse>();
  const served: Array<{ trId: string; symbol: string }> = [];
  const frames: string[] = [];
  const recent: number[] = [];
  let issues = 0;
  let approvalIssues = 0;
  // The session whose registrations hold the app key; KIS refuses a second one (OPSP8996).
  let keyHolder: Session | undefined;
  let lastIssueAt = Number.NEGATIVE_INFINITY;
  let pongCount = 0;
  let connectionCount = 0;

  function stock(symbol: string): Stock {
    let s = stocks.get(symbol);
    if (!s) {
      const price = basePrice(symbol);
      s = { previousClose: price, price, open: price, high: price, low: price, volume: 0 };
      stocks.set(symbol, s);
    }
    return s;
  }

  function send(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  }
  const kisError = (res: ServerResponse, msgCd: string, msg1: string) =>
    send(res, 500, { rt_cd: '1', msg_cd: msgCd, msg1 });

  // --- realtime ------------------------------------------------------------------------------

  function flush(session: Session) {
    for (const [trId, records] of session.queued) {
      const payload = records.join('^');
      const flag = options.encrypt ? '1' : '0';
      const body = options.encrypt ? encrypt(payload, session.key, session.iv) : payload;
      const frame = `${flag}|${trId}|${String(records.length).padStart(3, '0')}|${body}`;
      remember(frames, frame);
      session.socket.send(frame);
    }
    session.queued.clear();
  }

  function push(symbol: string) {
    const s = stock(symbol);
    for (const session of sessions) {
      const wanted = (['H0STCNT0', 'H0STASP0'] as const).filter((tr) =>
        session.subs.has(`${tr}|${symbol}`),
      );
      if (wanted.length === 0) continue;
      if (session.queued.size === 0) setImmediate(() => flush(session));
      for (const trId of wanted) {
        const record = trId === 'H0STCNT0' ? tradeRecord(symbol, s) : bookRecord(symbol, s);
        session.queued.set(trId, [...(session.queued.get(trId) ?? []), record]);
      }
    }
  }

  function setPrice(symbol: string, price: number) {
    if (!Number.isSafeInteger(price) || price <= 0) throw new Error(`bad price ${price}`);
    const s = stock(symbol);
    s.price = price;
    s.high = Math.max(s.high, price);
    s.low = Math.min(s.low, price);
    s.volume += 10;
    push(symbol);
  }

  function answerWs(session: Session, trId: string, trKey: string, code: string, msg1: string) {
    const ok = code === 'OPSP0000' || code === 'OPSP0001';
    session.socket.send(
      JSON.stringify({
        header: { tr_id: trId, tr_key: trKey, encrypt: options.encrypt ? 'Y' : 'N' },
        body: {
          rt_cd: ok ? '0' : '1',
          msg_cd: code,
          msg1,
          ...(ok ? { output: { iv: session.iv, key: session.key } } : {}),
        },
      }),
    );
  }

  function onWsMessage(session: Session, text: string) {
    let message: {
      header?: Record<string, unknown>;
      body?: { input?: Record<string, unknown> };
    };
    try {
      message = JSON.parse(text) as typeof message;
    } catch {
      return answerWs(session, '', '', 'OPSP9999', 'JSON PARSING ERROR : invalid json format');
    }
    if (message.header?.tr_id === 'PINGPONG') {
      if (text === session.lastPing) pongCount += 1;
      session.lastPing = undefined;
      return;
    }
    const header = message.header ?? {};
    const trId = String(message.body?.input?.tr_id ?? '');
    const trKey = String(message.body?.input?.tr_key ?? '');
    if (!approvals.has(String(header.approval_key))) {
      return answerWs(session, trId, trKey, 'OPSP0011', 'invalid approval : NOT FOUND');
    }
    const validHeader = header.custtype === 'P' && header['content-type'] === 'utf-8';
    const validInput = (trId === 'H0STCNT0' || trId === 'H0STASP0') && SYMBOL.test(trKey);
    if (!validHeader || !validInput) {
      return answerWs(session, trId, trKey, 'OPSP0017', 'invalid tr_id or tr_key');
    }
    const key = `${trId}|${trKey}`;
    if (header.tr_type === '2') {
      if (!session.subs.delete(key)) {
        return answerWs(session, trId, trKey, 'OPSP0003', 'UNSUBSCRIBE ERROR(not found!)');
      }
      return answerWs(session, trId, trKey, 'OPSP0001', 'UNSUBSCRIBE SUCCESS');
    }
    if (header.tr_type !== '1')
      return answerWs(session, trId, trKey, 'OPSP0017', 'invalid tr_type');
    if (session.subs.has(key))
      return answerWs(session, trId, trKey, 'OPSP0002', 'ALREADY IN SUBSCRIBE');
    if (keyHolder && keyHolder !== session) {
      return answerWs(session, trId, trKey, 'OPSP8996', 'ALREADY IN USE appkey');
    }
    if (session.subs.size >= maxRegistrations) {
      return answerWs(session, trId, trKey, 'OPSP0008', 'MAX SUBSCRIBE OVER');
    }
    session.subs.add(key);
    keyHolder = session;
    stock(trKey);
    answerWs(session, trId, trKey, 'OPSP0000', 'SUBSCRIBE SUCCESS');
  }

  // --- REST ----------------------------------------------------------------------------------

  function issueToken(res: ServerResponse, body: Record<string, unknown>) {
    if (
      body.grant_type !== 'client_credentials' ||
      body.appkey !== appKey ||
      body.appsecret !== appSecret
    ) {
      return send(res, 403, {
        error_description: '유효하지 않은 AppKey입니다.',
        error_code: 'EGW00103',
      });
    }
    const now = Date.now();
    if (now - lastIssueAt < cooldownMs) {
      return send(res, 403, {
        error_description: '접근토큰 발급 잠시 후 다시 시도하세요(1분당 1회)',
        error_code: 'EGW00133',
      });
    }
    lastIssueAt = now;
    issues += 1;
    const token = `fake.${randomBytes(24).toString('hex')}`;
    tokens.set(token, { expired: false });
    send(res, 200, {
      access_token: token,
      access_token_token_expired: kst(now + 86_400_000).dateTime,
      token_type: 'Bearer',
      expires_in: 86_400,
    });
  }

  function issueApproval(res: ServerResponse, body: Record<string, unknown>) {
    if (
      body.grant_type !== 'client_credentials' ||
      body.appkey !== appKey ||
      body.secretkey !== appSecret
    ) {
      return send(res, 403, {
        error_description: '유효하지 않은 AppKey입니다.',
        error_code: 'EGW00103',
      });
    }
    const key = `${randomBytes(4).toString('hex')}-${randomBytes(14).toString('hex')}`;
    approvals.add(key);
    approvalIssues += 1;
    send(res, 200, { approval_key: key });
  }

  /** Header checks as KIS makes them; returns false after answering a refusal. */
  function authorized(req: IncomingMessage, res: ServerResponse, trId: string): boolean {
    if (req.headers.appkey !== appKey || req.headers.appsecret !== appSecret) {
      kisError(res, 'EGW00103', '유효하지 않은 AppKey입니다.');
      return false;
    }
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const state = tokens.get(token);
    if (!state) {
      kisError(res, 'EGW00121', '유효하지 않은 token 입니다.');
      return false;
    }
    if (state.expired) {
      kisError(res, 'EGW00123', '기간이 만료된 token 입니다.');
      return false;
    }
    if (req.headers.tr_id !== trId || req.headers.custtype !== 'P') {
      kisError(res, 'EGW00205', 'tr_id 또는 custtype 오류입니다.');
      return false;
    }
    return true;
  }

  function tooFast(): boolean {
    if (!options.requestsPerSecond) return false;
    const now = Date.now();
    while (recent.length > 0 && (recent[0] ?? 0) <= now - 1_000) recent.shift();
    recent.push(now);
    return recent.length > options.requestsPerSecond;
  }

  /** An injected failure, answered; returns true when it took the request. */
  function injected(req: IncomingMessage, res: ServerResponse): boolean {
    const failure = failures.shift();
    if (!failure) return false;
    if (failure === 'rate-limit') kisError(res, 'EGW00201', '초당 거래건수를 초과하였습니다.');
    if (failure === 'server-error') {
      res.writeHead(500, { 'content-type': 'text/html' });
      res.end('<html><body>500 Internal Server Error</body></html>');
    }
    if (failure === 'malformed')
      send(res, 200, {
        ...OK,
        output: { stck_prpr: '' },
        output1: {},
        output2: [{ stck_bsop_date: '2025' }],
      });
    if (failure === 'hang') hanging.add(res);
    if (failure === 'expired-token') {
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      const state = tokens.get(token);
      if (state) state.expired = true;
      kisError(res, 'EGW00123', '기간이 만료된 token 입니다.');
    }
    return true;
  }

  function priceOutput(symbol: string) {
    const s = stock(symbol);
    const change = s.price - s.previousClose;
    return {
      iscd_stat_cls_code: '55',
      rprs_mrkt_kor_name: 'KOSPI200',
      stck_prpr: String(s.price),
      prdy_vrss: String(change),
      prdy_vrss_sign: sign(change),
      prdy_ctrt: rate(change, s.previousClose),
      acml_vol: String(s.volume),
      stck_oprc: String(s.open),
      stck_hgpr: String(s.high),
      stck_lwpr: String(s.low),
      stck_mxpr: String(roundToTick(s.previousClose * 1.3, 'down')),
      stck_llam: String(roundToTick(s.previousClose * 0.7, 'up')),
      stck_sdpr: String(s.previousClose),
    };
  }

  function bookOutput(symbol: string) {
    const { asks, bids, qty } = askLadder(stock(symbol).price);
    const output1: Record<string, string> = { aspr_acpt_hour: kst().hhmmss };
    for (let level = 1; level <= 10; level += 1) {
      output1[`askp${level}`] = String(asks[level - 1]);
      output1[`bidp${level}`] = String(bids[level - 1]);
      output1[`askp_rsqn${level}`] = String(qty(level - 1));
      output1[`bidp_rsqn${level}`] = String(qty(level - 1));
    }
    return { output1, output2: { antc_cnpr: '0', stck_prpr: String(stock(symbol).price) } };
  }

  function dailyOutput(symbol: string, query: URLSearchParams) {
    const from = query.get('FID_INPUT_DATE_1') ?? '';
    const to = query.get('FID_INPUT_DATE_2') ?? '';
    const today = kst().yyyymmdd;
    // KIS answers at most 100 rows per call, newest first.
    const days = weekdaysDescending(from, to < today ? to : today, 100);
    // The day after a halt compares with the last close before it.
    const tradedBefore = (day: string): string => {
      const before = weekdayBefore(day);
      return isSuspended(before, today) ? tradedBefore(before) : before;
    };
    const rows = days.map((day) =>
      isSuspended(day, today) ? suspendedRow(day) : dailyRow(symbol, day, tradedBefore(day)),
    );
    return {
      output1: { stck_prpr: String(stock(symbol).price), stck_shrn_iscd: symbol },
      // Like KIS, an empty range answers one row of empty strings rather than [].
      output2: rows.length > 0 ? rows : [{ stck_bsop_date: '', stck_clpr: '' }],
    };
  }

  function quotation(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    query: URLSearchParams,
  ) {
    const trId = TR_BY_PATH[path];
    if (!trId || req.method !== 'GET') return send(res, 404, { error: 'not found' });
    const symbol = query.get('FID_INPUT_ISCD') ?? '';
    remember(served, { trId, symbol });
    if (injected(req, res)) return;
    if (tooFast()) return kisError(res, 'EGW00201', '초당 거래건수를 초과하였습니다.');
    if (!authorized(req, res, trId)) return;
    if (query.get('FID_COND_MRKT_DIV_CODE') !== 'J' || !SYMBOL.test(symbol)) {
      return kisError(res, 'OPSQ0002', 'ERROR : INPUT_FIELD_NAME FID_INPUT_ISCD');
    }
    if (path === 'inquire-price') return send(res, 200, { ...OK, output: priceOutput(symbol) });
    if (path === 'inquire-asking-price-exp-ccn')
      return send(res, 200, { ...OK, ...bookOutput(symbol) });
    const dates = /^\d{8}$/;
    const valid =
      dates.test(query.get('FID_INPUT_DATE_1') ?? '') &&
      dates.test(query.get('FID_INPUT_DATE_2') ?? '') &&
      query.get('FID_PERIOD_DIV_CODE') === 'D' &&
      ['0', '1'].includes(query.get('FID_ORG_ADJ_PRC') ?? '');
    if (!valid) return kisError(res, 'OPSQ0002', 'ERROR : INPUT_FIELD_NAME FID_INPUT_DATE');
    send(res, 200, { ...OK, ...dailyOutput(symbol, query) });
  }

  async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    try {
      const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      return typeof parsed === 'object' && parsed !== null
        ? (parsed as Record<string, unknown>)
        : {};
    } catch {
      return {};
    }
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname.startsWith(QUOTATIONS)) {
      return quotation(req, res, url.pathname.slice(QUOTATIONS.length), url.searchParams);
    }
    if (
      req.method === 'POST' &&
      (url.pathname === '/oauth2/tokenP' || url.pathname === '/oauth2/Approval')
    ) {
      void readBody(req).then((body) =>
        url.pathname === '/oauth2/tokenP' ? issueToken(res, body) : issueApproval(res, body),
      );
      return;
    }
    send(res, 404, { error: 'not found' });
  });

  const wss = new WebSocketServer({ server });
  wss.on('connection', (socket) => {
    connectionCount += 1;
    const session: Session = {
      socket,
      subs: new Set(),
      key: ascii(32),
      iv: ascii(16),
      queued: new Map(),
    };
    sessions.add(session);
    const ping = setInterval(() => {
      // KIS drops a session that stopped answering PINGPONG.
      if (session.lastPing) return socket.terminate();
      session.lastPing = JSON.stringify({
        header: { tr_id: 'PINGPONG', datetime: kst().yyyymmdd + kst().hhmmss },
      });
      socket.send(session.lastPing);
    }, options.pingMs ?? 10_000);
    socket.on('message', (data) => onWsMessage(session, String(data)));
    socket.on('close', () => {
      clearInterval(ping);
      sessions.delete(session);
      if (keyHolder === session) keyHolder = undefined;
    });
  });

  const ticker = options.autoTick
    ? setInterval(() => {
        for (const [symbol, s] of stocks) {
          const next = Math.random() < 0.5 ? tickUp(s.price) : tickDown(s.price);
          if (next <= s.previousClose * 1.3 && next >= s.previousClose * 0.7)
            setPrice(symbol, next);
        }
      }, options.tickMs ?? 1_000)
    : undefined;
  for (const symbol of Object.keys(DEFAULT_PRICES)) stock(symbol);

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}`,
    async close() {
      clearInterval(ticker);
      for (const session of sessions) session.socket.terminate();
      for (const res of hanging) res.destroy();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    setPrice,
    price: (symbol) => stock(symbol).price,
    failNext(kind, count = 1) {
      for (let i = 0; i < count; i += 1) failures.push(kind);
    },
    dropSockets() {
      for (const session of sessions) session.socket.terminate();
    },
    subscriptions: () => [...sessions].flatMap((session) => [...session.subs]),
    tokenIssues: () => issues,
    approvalIssues: () => approvalIssues,
    requests: () => [...served],
    pongs: () => pongCount,
    framesSent: () => [...frames],
    connections: () => connectionCount,
  };
}
