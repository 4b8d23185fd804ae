import { expect, test } from './fixtures';
import { checkBothThemes, explainByKeyboard, keep, overflowY } from './lesson-checks';
import { login, logout } from './helpers';
import { chooseWatchlist, kstToday, PASSWORD, seedSchool, trade } from './school';

// 미분과 경제 (12경수04-01·02): the 미분 lesson and the 그래프의 개형 lesson, as a student with one
// holding and a watchlist stock on a phone, and as the teacher projecting that student's lesson
// at 1920×1080, light and dark.

test('미분과 그래프의 개형 lessons on a phone and on the projector', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 780 });
  const { teacher, students } = await seedSchool(request, ['이미분'], kstToday());
  const student = students[0]!;
  await chooseWatchlist(request, student, ['005930', '000660']);
  await trade(request, student, 'buy', { symbol: '005930', quantity: 3, reason: '반도체 회복' });

  await login(page, student.email, PASSWORD);
  await page.goto('/lessons/marginal');
  await expect(page.getByRole('heading', { name: '① 팔 때 드는 비용 C(q)' })).toBeVisible();
  await expect(page.getByText('[12경수04-01]')).toBeVisible();
  await expect(page.getByRole('combobox', { name: '종목' })).toHaveValue('005930');
  const cost = page.getByRole('table', { name: /실제 비용 C\(q\)/ });
  await expect(cost.locator('tr.curve-own')).toContainText('3주');
  await explainByKeyboard(page, '한계비용 C′(q) (원/주)');
  await expect(page.getByRole('table', { name: /평균변화율/ })).toBeVisible();
  await explainByKeyboard(page, /^h = 1일 \(.*\) 평균변화율 계산 보기$/, {
    testInfo,
    name: 'marginal-360-explain-rate',
  });
  await checkBothThemes(page, testInfo, 'marginal-360');
  // A watchlist stock the student does not hold: V(p) for 10 shares, said to be an example.
  await page.getByRole('combobox', { name: '종목' }).selectOption('000660');
  await expect(page.getByText('이 종목은 보유하지 않아서 q = 10주로 든 예시예요.')).toBeVisible();

  await page.goto('/lessons/graph-shape');
  await expect(page.getByRole('img', { name: /맞춘 삼차함수 곡선/ })).toBeVisible();
  await expect(page.getByRole('table', { name: '증감표' })).toBeVisible();
  await explainByKeyboard(page, '결정계수 R²');
  await explainByKeyboard(page, '마지막 거래일의 미분계수 f′(T) (원/일)', {
    testInfo,
    name: 'graph-shape-360-explain-slope',
  });
  await checkBothThemes(page, testInfo, 'graph-shape-360');
  // Another of the student's stocks: its own closes, curve and 증감표.
  await page.getByRole('combobox', { name: '종목' }).selectOption('000660');
  await expect(
    page.getByRole('heading', { name: 'SK하이닉스의 실제 종가와 삼차함수' }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: /SK하이닉스의 .* 맞춘 삼차함수 곡선/ })).toBeVisible();
  await keep(page, testInfo, 'graph-shape-360-other-stock');

  // The teacher projects the student's lessons at 1920×1080: no page scroll, both themes.
  await logout(page);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await login(page, teacher.email, PASSWORD);
  for (const slug of ['marginal', 'graph-shape']) {
    await page.goto(`/lessons/${slug}?student=${student.id}`);
    await expect(page.getByRole('combobox', { name: '종목' })).toHaveValue('005930');
    await expect(page.locator('.curve-card').first()).toBeVisible();
    await expect(page.locator('.katex').first()).toBeVisible();
    await checkBothThemes(page, testInfo, `${slug}-1920`);
    expect(await overflowY(page), `${slug} at 1920×1080 scrolls`).toBeLessThanOrEqual(0);
  }
});
