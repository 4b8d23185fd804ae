import type { RawData, WebSocket } from 'ws';
import type { OrderBook } from '../../../../shared/schemas/market';
import type { Backoff } from '../poller';
import type { LiveQuote } from '../types';
import { parseKisMessage, TRADE_TR } from './kis-frames';
import type { AesKey, KisRealtimeTr } from './kis-frames';

export interface Registration {
  trId: KisRealtimeTr;
  symbol: string;
}

export interface KisSocket {
  start(): void;
  stop(): void;
  /** What to register, most wanted first. Releases go out before registrations, so the session never holds more than the cap. */
  want(registrations: Registration[]): void;
  /** Symbols KIS confirmed (SUBSCRIBE SUCCESS) for this tr_id in the current session. */
  live(trId: KisRealtimeTr): Set<string>;
  isUp(): boolean;
}

export interface KisSocketOptions {
  url: string;
  WebSocket: typeof WebSocket;
  approvalKey: () => Promise<string>;
  /** KIS did not know the approval key (OPSP0011): the next connection needs another. */
  onApprovalRefused: (key: string) => void;
  onQuotes: (quotes: LiveQuote[]) => void;
  onBooks: (books: OrderBook[]) => void;
  /** The session ended; these streamed trades need another source until it is back. */
  onDown: (tradeSymbols: string[]) => void;
  /** KIS allows 41 registrations per session, trades and order books together. */
  maxRegistrations: number;
  backoff: Backoff;
  /** KIS sends PINGPONG about every 110 s; this long without any message means a dead link. */
  idleMs: number;
  now: () => number;
  log?: Pick<Console, 'warn'>;
}

const keyOf = (trId: string, symbol: string) => `${trId}|${symbol}`;
const MAX_OVER = 'OPSP0008';
// Another connection (a second server, or a student's own tool) holds this app key's session.
const KEY_IN_USE = 'OPSP8996';
const INVALID_APPROVAL = 'OPSP0011';

function textOf(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}

export function createKisSocket(options: KisSocketOptions): KisSocket {
  let running = false;
  let socket: WebSocket | undefined;
  let approval = '';
  let up = false;
  let desired: Registration[] = [];
  let capacity = options.maxRegistrations;
  const active = new Map<string, Registration & { live: boolean }>();
  const refused = new Set<string>();
  const keys = new Map<string, AesKey>();
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  // Set by OPSP8996 until a registration succeeds: the socket carries nothing meanwhile.
  let keyInUse = false;
  const log = options.log ?? console;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;

  function send(registration: Registration, trType: '1' | '2') {
    const header = {
      approval_key: approval,
      custtype: 'P',
      tr_type: trType,
      'content-type': 'utf-8',
    };
    const input = { tr_id: registration.trId, tr_key: registration.symbol };
    socket?.send(JSON.stringify({ header, body: { input } }));
  }

  function sync() {
    if (!up) return;
    const wanted = new Set(desired.map((r) => keyOf(r.trId, r.symbol)));
    for (const [key, registration] of active) {
      if (wanted.has(key)) continue;
      send(registration, '2');
      active.delete(key);
    }
    for (const registration of desired) {
      const key = keyOf(registration.trId, registration.symbol);
      if (active.has(key) || refused.has(key)) continue;
      if (active.size >= capacity) break;
      send(registration, '1');
      active.set(key, { ...registration, live: false });
    }
  }

  /** A refusal that no registration on this connection can get past: drop it and try later. */
  function refuseSession(msgCd: string) {
    if (msgCd === KEY_IN_USE && !keyInUse) {
      log.warn(
        'KIS WebSocket: the app key is in use by another connection (OPSP8996); ' +
          'prices come by REST until it is free',
      );
    }
    if (msgCd === KEY_IN_USE) keyInUse = true;
    if (msgCd === INVALID_APPROVAL) options.onApprovalRefused(approval);
    socket?.terminate();
  }

  function onAck(trId: string, trKey: string, ok: boolean, msgCd: string, msg1: string) {
    if (msgCd === KEY_IN_USE || msgCd === INVALID_APPROVAL) return refuseSession(msgCd);
    const key = keyOf(trId, trKey);
    const registration = active.get(key);
    if (!registration || msg1.startsWith('UNSUBSCRIBE')) return;
    if (ok || msg1.includes('ALREADY IN SUBSCRIBE')) {
      registration.live = true;
      keyInUse = false;
      options.backoff.reset();
      return;
    }
    active.delete(key);
    // MAX SUBSCRIBE OVER: this session holds fewer than we thought; stop asking for more.
    if (msgCd === MAX_OVER || msg1.includes('MAX SUBSCRIBE OVER')) capacity = active.size;
    else refused.add(key);
  }

  function handle(text: string) {
    const message = parseKisMessage(text, keys, options.now());
    switch (message.kind) {
      case 'pingpong':
        socket?.send(message.raw);
        return;
      case 'ack':
        if (message.aes) keys.set(message.trId, message.aes);
        onAck(message.trId, message.trKey, message.ok, message.msgCd, message.msg1);
        return;
      case 'trades':
        options.onQuotes(message.quotes);
        return;
      case 'books':
        options.onBooks(message.books);
        return;
      case 'malformed':
        console.warn(`KIS WebSocket: ${message.reason}`);
    }
  }

  function touch(current: WebSocket) {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => current.terminate(), options.idleMs);
    idleTimer.unref();
  }

  function scheduleReconnect() {
    clearTimeout(reconnectTimer);
    if (!running) return;
    reconnectTimer = setTimeout(() => void connect(), options.backoff.fail());
    reconnectTimer.unref();
  }

  function liveSymbols(trId: KisRealtimeTr): Set<string> {
    const symbols = new Set<string>();
    for (const r of active.values()) if (r.trId === trId && r.live) symbols.add(r.symbol);
    return symbols;
  }

  function closed(current: WebSocket) {
    if (socket !== current) return;
    clearTimeout(idleTimer);
    socket = undefined;
    up = false;
    const streamed = liveSymbols(TRADE_TR);
    active.clear();
    refused.clear();
    keys.clear();
    capacity = options.maxRegistrations;
    options.onDown([...streamed]);
    scheduleReconnect();
  }

  async function connect() {
    if (!running || socket) return;
    try {
      approval = await options.approvalKey();
    } catch {
      scheduleReconnect();
      return;
    }
    if (!running || socket) return;
    const current = new options.WebSocket(options.url);
    socket = current;
    current.on('open', () => {
      up = true;
      touch(current);
      sync();
    });
    current.on('message', (data) => {
      touch(current);
      handle(textOf(data));
    });
    // ws always follows 'error' with 'close', where the reconnect is scheduled.
    current.on('error', () => undefined);
    current.on('close', () => closed(current));
  }

  return {
    start() {
      if (running) return;
      running = true;
      void connect();
    },
    stop() {
      running = false;
      clearTimeout(reconnectTimer);
      clearTimeout(idleTimer);
      const current = socket;
      socket = undefined;
      up = false;
      active.clear();
      current?.close();
    },
    want(registrations) {
      desired = registrations;
      sync();
    },
    live: liveSymbols,
    isUp: () => up && !keyInUse,
  };
}
