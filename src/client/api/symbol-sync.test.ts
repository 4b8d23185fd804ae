import { describe, expect, it } from 'vitest';
import type { SubscribeAck } from '../../shared/realtime/events';
import { createSymbolSync } from './symbol-sync';

type Sent = { event: 'subscribe' | 'unsubscribe'; symbols: string[] };

function fakeSocket(
  answer: (symbols: string[]) => SubscribeAck = (s) => ({ ok: true, symbols: s }),
) {
  const sent: Sent[] = [];
  return {
    sent,
    connected: true,
    emit(event: Sent['event'], symbols: string[], ack: (r: SubscribeAck) => void) {
      sent.push({ event, symbols });
      ack(answer(symbols));
    },
  };
}

const settle = () => new Promise<void>((resolve) => queueMicrotask(resolve));
const page = (n: number) => Array.from({ length: 20 }, (_, i) => String(100000 + n * 20 + i));

describe('createSymbolSync', () => {
  it('sends the rows of one render as one subscribe', async () => {
    const socket = fakeSocket();
    const sync = createSymbolSync(() => socket);
    page(0).forEach((symbol) => sync.watch([symbol]));
    await settle();
    expect(socket.sent).toEqual([{ event: 'subscribe', symbols: page(0) }]);
  });

  it('moves to the next page with one unsubscribe and one subscribe', async () => {
    const socket = fakeSocket();
    const sync = createSymbolSync(() => socket);
    const releases = page(0).map((symbol) => sync.watch([symbol]));
    await settle();
    releases.forEach((release) => release());
    page(1).forEach((symbol) => sync.watch([symbol]));
    await settle();
    expect(socket.sent.slice(1)).toEqual([
      { event: 'unsubscribe', symbols: page(0) },
      { event: 'subscribe', symbols: page(1) },
    ]);
  });

  it('keeps a symbol another screen still watches', async () => {
    const socket = fakeSocket();
    const sync = createSymbolSync(() => socket);
    sync.watch(['005930']);
    const release = sync.watch(['005930']);
    await settle();
    release();
    await settle();
    expect(socket.sent).toEqual([{ event: 'subscribe', symbols: ['005930'] }]);
  });

  it('never asks for more than the hub’s 50 symbols a socket', async () => {
    const socket = fakeSocket();
    const sync = createSymbolSync(() => socket);
    sync.watch([...page(0), ...page(1), ...page(2)]);
    await settle();
    expect(socket.sent).toHaveLength(1);
    expect(socket.sent[0]?.symbols).toHaveLength(50);
  });

  it('subscribes everything wanted again after a reconnect, and retries what the hub refused', async () => {
    let refuse = true;
    const socket = fakeSocket((symbols) =>
      refuse
        ? { ok: false, error: { code: 'RATE_LIMITED', message: '요청이 너무 많습니다.' } }
        : { ok: true, symbols },
    );
    const sync = createSymbolSync(() => socket);
    sync.watch(['005930', '000660']);
    await settle();
    refuse = false;
    sync.reset();
    await settle();
    expect(socket.sent.at(-1)).toEqual({ event: 'subscribe', symbols: ['005930', '000660'] });
  });
});
