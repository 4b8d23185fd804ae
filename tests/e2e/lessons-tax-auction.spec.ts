import { tickUp } from '../../src/shared/domain/market/tick-size';
import { expect, test } from './fixtures';
import { login, logout } from './helpers';
import {
  checkBothThemes,
  explainByKeyboard,
  keep,
  overflowX,
  overflowY,
  seriousViolations,
} from './lesson-checks';
import { apiData, bearer, chooseWatchlist, kstToday, PASSWORD, seedSchool, trade } from './school';

// 12경수02-05 on a real class call auction: the teacher opens it with a tax of two 호가 on the
// sellers and gives 소득 during the call; the projector draws the taxed supply and, after the
// close, the comparison with no tax; a phone reads the lesson and the 거래 내역's 수업용 세금.

test('a call auction with a lesson tax and 소득 변화, on the projector and a phone', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const { teacher, klass, students } = await seedSchool(request, ['세금산', '세금판'], kstToday());
  const [buyer, seller] = [students[0]!, students[1]!];
  for (const student of students) await chooseWatchlist(request, student, ['005930']);
  await trade(request, seller, 'buy', {
    symbol: '005930',
    quantity: 10,
    reason: '팔 주식을 삽니다',
  });
  const link = await apiData<{ url: string }>(
    await request.post(`/api/teacher/classes/${klass.id}/display-links`, {
      headers: bearer(teacher),
    }),
  );
  // The teacher opens the call from the class page with a tax of 200원 per share on the sellers.
  await page.setViewportSize({ width: 1920, height: 1080 });
  await login(page, teacher.email, PASSWORD);
  await page.goto(`/teacher/class/${klass.id}`);
  await page.getByRole('tab', { name: '단일가 매매' }).click();
  await page.getByLabel('시간(분)').fill('1');
  await page.getByLabel('수업용 세금: 판매자 주당(원)').fill('200');
  await page.getByRole('button', { name: '시작' }).click();
  await expect(page.getByTestId('teacher-auction')).toContainText('수업용 세금 주당 ₩200');
  const [opened] = await apiData<Array<{ id: number; referencePrice: number }>>(
    await request.get(`/api/teacher/classes/${klass.id}/auctions`, { headers: bearer(teacher) }),
  );
  if (!opened) throw new Error('no auction opened');
  const ref = opened.referencePrice;
  const up = (price: number, ticks: number): number =>
    ticks === 0 ? price : up(tickUp(price), ticks - 1);
  // The buyer bids five 호가 up before the income; the seller asks the reference after it.
  await apiData(
    await request.post(`/api/auctions/${opened.id}/orders`, {
      headers: bearer(buyer),
      data: { side: 'BUY', quantity: 10, price: up(ref, 5), reason: '세금이 있어도 사겠습니다' },
    }),
  );
  // 소득 변화 from the same panel: 1,000,000원 to every student, once.
  await page.getByRole('button', { name: '소득 주기' }).click();
  await expect(page.getByText('학생마다 소득 ₩1,000,000을 주었습니다.')).toBeVisible();
  await keep(page, testInfo, 'tax-auction-teacher-panel');
  await logout(page);
  await apiData(
    await request.post(`/api/auctions/${opened.id}/orders`, {
      headers: bearer(seller),
      data: { side: 'SELL', quantity: 10, price: ref, reason: '기준가면 팔겠습니다' },
    }),
  );

  const projector = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  await projector.goto(link.url);
  await expect(projector.getByText(/수업용 세금 판매자 주당/)).toBeVisible();
  await expect(projector.locator('.auction-supply-taxed')).toHaveAttribute('d', /L/);
  await expect(projector.locator('.auction-demand-before')).toHaveAttribute('d', /L/);
  await keep(projector, testInfo, 'tax-auction-projector-open');

  // After the close: the clearing price and, beside it, the same book without the tax.
  await expect(projector.getByTestId('auction-incidence')).toBeVisible({ timeout: 100_000 });
  await expect(projector.getByTestId('auction-incidence')).toContainText('세금 부담');
  await expect(projector.locator('.auction-wedge')).toHaveCount(1);
  expect(await seriousViolations(projector, '.projector')).toEqual([]);
  expect(await overflowY(projector), 'projector scrolls').toBeLessThanOrEqual(0);
  await keep(projector, testInfo, 'tax-auction-projector-closed');
  await projector.close();

  await page.setViewportSize({ width: 360, height: 780 });
  await login(page, seller.email, PASSWORD);
  await page.goto('/lessons/tax-incidence');
  await expect(page.getByText(/실제로 매긴 매매/)).toBeVisible();
  await expect(page.getByTestId('auction-incidence')).toBeVisible();
  await expect(page.getByText(/모든 학생이 ₩1,000,000씩 받았어요/)).toBeVisible();
  await explainByKeyboard(page, '조세 귀착', { testInfo, name: 'tax-auction-explain-360' });
  await checkBothThemes(page, testInfo, 'tax-auction-lesson-360');
  await page.setViewportSize({ width: 1920, height: 1080 });
  await checkBothThemes(page, testInfo, 'tax-auction-lesson-1920');
  expect(await overflowY(page), 'lesson at 1920×1080 scrolls').toBeLessThanOrEqual(0);

  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/portfolio');
  await page.getByRole('tab', { name: '거래 내역' }).click();
  await expect(page.getByText(/수업용 세금 \(12경수02-05\) ₩2,000/)).toBeVisible();
  expect(await overflowX(page)).toBeLessThanOrEqual(0);
  await keep(page, testInfo, 'tax-auction-history-360');
});
