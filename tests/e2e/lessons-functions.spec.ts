import { expect, test } from './fixtures';
import { checkBothThemes, explainByKeyboard, overflowY } from './lesson-checks';
import { login, logout } from './helpers';
import { chooseWatchlist, kstToday, PASSWORD, seedSchool, trade } from './school';

// 경제 현상을 함수로 (12경수02-01): a student with one holding on a phone, and the teacher
// projecting that student's lesson at 1920×1080, light and dark.

test('경제 현상을 함수로 on a phone and on the projector', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 780 });
  const { teacher, students } = await seedSchool(request, ['함수진'], kstToday());
  const student = students[0]!;
  await chooseWatchlist(request, student, ['005930', '000660']);
  await trade(request, student, 'buy', { symbol: '005930', quantity: 3, reason: '반도체 회복' });

  await login(page, student.email, PASSWORD);
  await page.goto('/lessons/functions');
  await expect(page.getByRole('heading', { name: '① 거래 비용은 금액의 함수' })).toBeVisible();
  await expect(page.getByText('[12경수02-01]')).toBeVisible();
  await expect(
    page.getByRole('img', { name: /수수료 y = ⌊A × 0.015 %⌋의 계단 그래프/ }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: /본전 매도가는/ })).toBeVisible();
  await explainByKeyboard(page, '본전 매도가 p*', {
    testInfo,
    name: 'functions-360-explain-break-even',
  });
  await explainByKeyboard(page, '매도 비용 S(A)', { testInfo, name: 'functions-360-explain-cost' });
  await checkBothThemes(page, testInfo, 'functions-360');
  await page.getByRole('combobox', { name: '종목' }).selectOption('000660');
  await expect(page.getByText(/10주를 종가에 샀다고 본 예시예요/)).toBeVisible();

  await logout(page);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await login(page, teacher.email, PASSWORD);
  await page.goto(`/lessons/functions?student=${student.id}`);
  await expect(page.getByRole('combobox', { name: '종목' })).toHaveValue('005930');
  await expect(page.locator('.fn-plot').first()).toBeVisible();
  await checkBothThemes(page, testInfo, 'functions-1920');
  expect(await overflowY(page), 'functions at 1920×1080 scrolls').toBeLessThanOrEqual(0);
});

// 효용 (12경수02-03) for a student without finished days yet: the shapes and the sentence saying
// how many days it needs (the figures with data are tested in tests/api/lessons-utility.test.ts).
test('효용 with too few days on a phone and on the projector', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 780 });
  const { students } = await seedSchool(request, ['효용진'], kstToday());
  const student = students[0]!;
  await login(page, student.email, PASSWORD);
  await page.goto('/lessons/utility');
  await expect(page.getByText('[12경수02-03]')).toBeVisible();
  await expect(page.getByText(/적어도 5거래일의 수익률이 필요해요/)).toBeVisible();
  await expect(page.getByRole('img', { name: /√W와 ln W는 오목/ })).toBeVisible();
  await checkBothThemes(page, testInfo, 'utility-360');
  await page.setViewportSize({ width: 1920, height: 1080 });
  await checkBothThemes(page, testInfo, 'utility-1920');
  expect(await overflowY(page), 'utility at 1920×1080 scrolls').toBeLessThanOrEqual(0);
});

// 세금과 균형가격 (12경수02-05) for a class without a closed call auction: the labelled 예시 book.
test('세금과 균형가격 on a phone and on the projector', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 780 });
  const { students } = await seedSchool(request, ['세금진'], kstToday());
  await login(page, students[0]!.email, PASSWORD);
  await page.goto('/lessons/tax-incidence');
  await expect(page.getByText('[12경수02-05]')).toBeVisible();
  await expect(page.getByText(/예시 주문장/)).toBeVisible();
  const table = page.getByRole('table', { name: /같은 주문장/ });
  await expect(table).toContainText('50주');
  const tax = page.getByRole('spinbutton', { name: /주당 세금 t/ });
  await tax.focus();
  await tax.fill('200');
  await expect(page.getByText(/세금 ₩200 가운데/)).toBeVisible();
  await checkBothThemes(page, testInfo, 'tax-incidence-360');
  await page.setViewportSize({ width: 1920, height: 1080 });
  await checkBothThemes(page, testInfo, 'tax-incidence-1920');
  expect(await overflowY(page), 'tax-incidence at 1920×1080 scrolls').toBeLessThanOrEqual(0);
});
