import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startKisFake } from '../../../testing/fakes/kis-fake';
import type { KisFake } from '../../../testing/fakes/kis-fake';

// The fake must refuse what KIS refuses, or the adapter's tests would prove nothing.
describe('KIS fake', () => {
  let fake: KisFake;
  afterEach(async () => {
    await fake.close();
  });

  const post = (path: string, body: unknown) =>
    fetch(`${fake.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const credentials = { grant_type: 'client_credentials', appkey: 'fake-app-key' };

  it('issues a token for the right pair only, and only once a minute', async () => {
    fake = await startKisFake();
    const wrong = await post('/oauth2/tokenP', { ...credentials, appsecret: 'nope' });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toMatchObject({ error_code: 'EGW00103' });
    const first = await post('/oauth2/tokenP', { ...credentials, appsecret: 'fake-app-secret' });
    expect(await first.json()).toMatchObject({ token_type: 'Bearer', expires_in: 86_400 });
    const again = await post('/oauth2/tokenP', { ...credentials, appsecret: 'fake-app-secret' });
    expect(again.status).toBe(403);
    expect(await again.json()).toMatchObject({ error_code: 'EGW00133' });
    expect(fake.tokenIssues()).toBe(1);
  });

  it('refuses a quotation without a valid Bearer token or with the wrong tr_id', async () => {
    fake = await startKisFake();
    const answer = await post('/oauth2/tokenP', { ...credentials, appsecret: 'fake-app-secret' });
    const { access_token: token } = (await answer.json()) as { access_token: string };
    const ask = (headers: Record<string, string>) =>
      fetch(
        `${fake.url}/uapi/domestic-stock/v1/quotations/inquire-price?FID_COND_MRKT_DIV_CODE=J&FID_INPUT_ISCD=005930`,
        {
          headers: {
            appkey: 'fake-app-key',
            appsecret: 'fake-app-secret',
            custtype: 'P',
            ...headers,
          },
        },
      ).then(async (res) => [res.status, await res.json()] as const);
    expect(await ask({ tr_id: 'FHKST01010100' })).toEqual([
      500,
      expect.objectContaining({ msg_cd: 'EGW00121' }),
    ]);
    expect((await ask({ authorization: `Bearer ${token}`, tr_id: 'FHKST01010200' }))[0]).toBe(500);
    expect(await ask({ authorization: `Bearer ${token}`, tr_id: 'FHKST01010100' })).toEqual([
      200,
      expect.objectContaining({
        rt_cd: '0',
        output: expect.objectContaining({ stck_prpr: '71000', stck_sdpr: '71000' }),
      }),
    ]);
  });

  it('answers the 42nd registration of a session with MAX SUBSCRIBE OVER', async () => {
    fake = await startKisFake();
    const approval = await post('/oauth2/Approval', {
      ...credentials,
      secretkey: 'fake-app-secret',
    });
    const { approval_key } = (await approval.json()) as { approval_key: string };
    const socket = new WebSocket(fake.wsUrl);
    const answers: Array<{ body: { msg_cd: string } }> = [];
    socket.on('message', (data) =>
      answers.push(JSON.parse(String(data)) as (typeof answers)[number]),
    );
    await new Promise((resolve) => socket.once('open', resolve));
    for (let i = 0; i < 42; i += 1) {
      const header = { approval_key, custtype: 'P', tr_type: '1', 'content-type': 'utf-8' };
      socket.send(
        JSON.stringify({
          header,
          body: { input: { tr_id: 'H0STCNT0', tr_key: String(100_000 + i) } },
        }),
      );
    }
    await expect.poll(() => answers.length).toBe(42);
    expect(answers.filter((a) => a.body.msg_cd === 'OPSP0000')).toHaveLength(41);
    expect(answers.at(-1)?.body.msg_cd).toBe('OPSP0008');
    expect(fake.subscriptions()).toHaveLength(41);
    socket.close();
  });
});
