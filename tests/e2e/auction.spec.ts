import { expect, test } from './fixtures';
import { login } from './helpers';
import { apiData, bearer, chooseWatchlist, seedSchool, trade } from './school';

test('a class call auction: the projector counts down and draws the curves, a phone orders, both see the clearing price', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const { teacher, klass, students } = await seedSchool(request, ['한지우', '오세린']);
  for (const student of students) await chooseWatchlist(request, student, ['005930']);
  await trade(request, students[1]!, 'buy', {
    symbol: '005930',
    quantity: 10,
    reason: '단일가 매매에서 팔 주식을 삽니다',
  });
  const link = await apiData<{ url: string }>(
    await request.post(`/api/teacher/classes/${klass.id}/display-links`, {
      headers: bearer(teacher),
    }),
  );
  const opened = await apiData<{ id: number; referencePrice: number }>(
    await request.post(`/api/teacher/classes/${klass.id}/auctions`, {
      headers: bearer(teacher),
      data: { symbol: '005930', minutes: 1 },
    }),
  );

  const projector = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  await projector.goto(link.url);
  await expect(projector.getByRole('heading', { name: /학급 단일가 매매/ })).toBeVisible();
  await expect(projector.getByText(/마감까지 \d:\d\d/)).toBeVisible();

  // The student joins from the card on 거래 and buys 5 at the reference price on a phone.
  await page.setViewportSize({ width: 360, height: 740 });
  await login(page, students[0]!.email, 'pass1234');
  await page.goto('/trading');
  await page
    .getByRole('complementary', { name: '진행 중인 학급 단일가 매매' })
    .getByRole('link', { name: '참여하기' })
    .click();
  await expect(page).toHaveURL(`/auction/${opened.id}`);
  await page.getByLabel('수량(주)').fill('5');
  await page.getByLabel('투자 판단 근거').fill('기준가격이면 살 만하다고 생각합니다');
  await page.getByRole('button', { name: '매수 주문' }).click();
  await expect(page.getByTestId('my-auction-orders')).toContainText('매수 5주');

  // A classmate's sell arrives: the projector's curves grow without a reload.
  await apiData(
    await request.post(`/api/auctions/${opened.id}/orders`, {
      headers: bearer(students[1]!),
      data: { side: 'SELL', quantity: 3, price: opened.referencePrice, reason: '이익 실현' },
    }),
  );
  await expect(projector.getByText('주문 2건')).toBeVisible();
  await expect(projector.locator('.auction-supply')).toHaveAttribute('d', /L/);
  await projector.screenshot({ path: 'test-results/screenshots/auction-projector-open.png' });
  await page.screenshot({
    path: 'test-results/screenshots/auction-phone-open.png',
    fullPage: true,
  });

  // At the close 3 shares trade at the reference price; both screens show it.
  const price = new Intl.NumberFormat('ko-KR').format(opened.referencePrice);
  await expect(page.getByTestId('auction-clearing-price')).toContainText(price, {
    timeout: 90_000,
  });
  await expect(page.getByTestId('auction-executed')).toHaveText('3주');
  await expect(page.getByTestId('my-auction-orders')).toContainText('체결 3주');
  await expect(projector.getByTestId('auction-clearing-price')).toContainText(price);
  await expect(projector.getByText('오세린 · 매도 3주')).toBeVisible();
  await projector.screenshot({ path: 'test-results/screenshots/auction-projector-result.png' });

  // The teacher replays the build-up: after the first order only the demand curve stood.
  const replay = projector.getByRole('slider', { name: '주문이 들어온 순서' });
  await expect(projector.getByText(/주문 2\/2건 · \d\d:\d\d:\d\d/)).toBeVisible();
  await replay.fill('1');
  await expect(projector.getByText(/주문 1\/2건/)).toBeVisible();
  await expect(projector.locator('.auction-demand')).toHaveAttribute('d', /L/);
  // No sell yet: the supply curve lies flat on zero.
  const heights = async () =>
    new Set(
      [
        ...((await projector.locator('.auction-supply').getAttribute('d')) ?? '').matchAll(
          /,([\d.]+)/g,
        ),
      ].map((m) => m[1]),
    ).size;
  expect(await heights()).toBe(1);
  await expect(projector.locator('.auction-clearing')).toHaveCount(0);
  await projector.screenshot({ path: 'test-results/screenshots/auction-projector-replay.png' });
  await projector.getByRole('button', { name: '▶ 다시 보기' }).click();
  await expect(projector.getByText(/주문 2\/2건/)).toBeVisible();
  await expect(projector.locator('.auction-clearing')).toHaveCount(1);
  expect(await heights()).toBe(2); // the sell of 3 lifted it

  await page.getByRole('button', { name: '체결가 계산 보기' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('체결가가 정해진 까닭');
  await page.screenshot({ path: 'test-results/screenshots/auction-phone-explain.png' });
  await projector.close();
});
