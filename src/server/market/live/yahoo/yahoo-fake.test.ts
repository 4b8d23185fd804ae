import { afterEach, describe, expect, it, vi } from 'vitest';
import { isOnTick } from '../../../../shared/domain/market/tick-size';
import {
  startYahooFake,
  type YahooFake,
  type YahooFakeOptions,
} from '../../../testing/fakes/yahoo-fake';

// The fake as the e2e run and the adapter see it: raw HTTP, Yahoo's formats.

const BROWSER = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/124.0 Safari/537.36' };
const fakes: YahooFake[] = [];
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((fake) => fake.close()));
});

async function start(options?: YahooFakeOptions) {
  const fake = await startYahooFake(options);
  fakes.push(fake);
  const get = async (path: string, headers: Record<string, string> = BROWSER) => {
    const response = await fetch(`${fake.url}${path}`, { headers });
    return { status: response.status, text: await response.text() };
  };
  const meta = async (ysym: string) => {
    const { text } = await get(`/v8/finance/chart/${ysym}?range=1d&interval=1d`);
    return (JSON.parse(text) as { chart: { result: Array<{ meta: Record<string, unknown> }> } })
      .chart.result[0]?.meta;
  };
  return { fake, get, meta };
}

describe('yahoo fake', () => {
  it('turns away a client without a browser User-Agent, like Yahoo', async () => {
    const { get } = await start();
    const answer = await get('/v8/finance/chart/005930.KS?range=1d&interval=1d', {});
    expect(answer).toEqual({ status: 429, text: 'Too Many Requests' });
  });

  it('answers a known stock only under its own suffix', async () => {
    const { get, meta } = await start();
    expect(await meta('247540.KQ')).toMatchObject({
      symbol: '247540.KQ',
      currency: 'KRW',
      exchangeName: 'KOE',
      regularMarketPrice: 250_000,
      chartPreviousClose: 246_000,
    });
    const wrong = await get('/v8/finance/chart/247540.KS?range=1d&interval=1d');
    expect(wrong.status).toBe(404);
    expect(JSON.parse(wrong.text)).toEqual({
      chart: {
        result: null,
        error: { code: 'Not Found', description: 'No data found, symbol may be delisted' },
      },
    });
  });

  it('prices any other code the same way every time, on the tick grid', async () => {
    const first = await start();
    const second = await start();
    const price = (await first.meta('123450.KS'))?.regularMarketPrice;
    expect(isOnTick(Number(price))).toBe(true);
    expect(Number(price)).toBeGreaterThan(9_000);
    expect((await second.meta('123450.KQ'))?.regularMarketPrice).toBe(price);
  });

  it('does not list a KONEX stock it was given', async () => {
    const { get } = await start({ stocks: [{ symbol: '278990', market: 'KONEX', price: 5_000 }] });
    const answer = await get('/v8/finance/chart/278990.KQ?range=1d&interval=1d');
    expect(answer.status).toBe(404);
  });

  it('answers a period with bars stamped 09:00 KST and refuses a reversed period', async () => {
    const { get } = await start();
    const period2 = Math.floor(Date.now() / 1000);
    const period1 = period2 - 60 * 86_400;
    const answer = await get(
      `/v8/finance/chart/005930.KS?period1=${period1}&period2=${period2}&interval=1d`,
    );
    const body = JSON.parse(answer.text) as {
      chart: {
        result: Array<{
          timestamp: number[];
          indicators: { quote: Array<{ close: Array<number | null> }> };
        }>;
      };
    };
    const result = body.chart.result[0];
    expect(result?.timestamp.every((t) => (t + 9 * 3_600) % 86_400 === 9 * 3_600)).toBe(true);
    expect(result?.indicators.quote[0]?.close).toContain(null);

    const reversed = await get(
      `/v8/finance/chart/005930.KS?period1=${period2}&period2=${period1}&interval=1d`,
    );
    expect(reversed.status).toBe(400);
  });

  it('moves prices by itself with autoTick, staying on the grid', async () => {
    const { fake } = await start({ autoTick: true, tickMs: 5 });
    await vi.waitFor(() => expect(fake.stock('005930').price).not.toBe(71_000));
    const { price, previousClose } = fake.stock('005930');
    expect(isOnTick(price)).toBe(true);
    expect(Math.abs(price - previousClose)).toBeLessThanOrEqual(previousClose * 0.3);
  });

  it('drops a hanging request when told to', async () => {
    const { fake, get } = await start();
    fake.failNext('hang');
    const hanging = get('/v8/finance/chart/005930.KS?range=1d&interval=1d');
    await vi.waitFor(() => expect(fake.requestedSymbols()).toEqual(['005930.KS']));
    fake.dropSockets();
    await expect(hanging).rejects.toThrow();
  });
});
