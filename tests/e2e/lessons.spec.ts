import { DEFAULT_CLASS_RULES, type ClassRules } from '../../src/shared/schemas/class-rules';
import { expect, test } from './fixtures';
import { keep, seriousViolations } from './lesson-checks';
import { login, logout, useTheme } from './helpers';
import { apiData, bearer, chooseWatchlist, kstToday, PASSWORD, seedSchool, trade } from './school';

// The analytics lessons (docs/product/teaching.md#lessons) on a phone and at 1920×1080: 복리와 현재가치, 적립식 투자와 연금
// and 부등식의 영역, as a student with two holdings in a class whose term starts today and whose
// teacher set a weekly deposit: its first deposit is due on the class's first day, so it lands
// as the rule is saved, whatever the weekday or hour the test runs.

test('a student reads the 경제 수학 lessons of the 분석 page on a phone and a projector', async ({
  page,
  request,
}, testInfo) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const { teacher, klass, students } = await seedSchool(request, ['이복리'], kstToday());
  const student = students[0]!;
  const rules: ClassRules = {
    ...DEFAULT_CLASS_RULES,
    maxPositionPercent: 30,
    depositRateBp: 350,
    regularDeposit: { amount: 500_000, schedule: 'WEEKLY' },
  };
  await apiData(
    await request.put(`/api/teacher/classes/${klass.id}/rules`, {
      headers: bearer(teacher),
      data: rules,
    }),
  );
  await chooseWatchlist(request, student, ['005930', '000660']);
  await trade(request, student, 'buy', { symbol: '005930', quantity: 3, reason: '반도체 회복' });
  await trade(request, student, 'buy', { symbol: '000660', quantity: 1, reason: 'HBM 수요' });

  await login(page, student.email, PASSWORD);
  // The dashboard's 우리 반 규칙 names the deposit and the deposit rate.
  const rulesCard = page.locator('.class-rules-card');
  await expect(rulesCard).toContainText('적립식 입금');
  await expect(rulesCard).toContainText('매주 첫 거래일 (보통 월요일) ₩500,000');
  await expect(rulesCard).toContainText('연 3.50 %');

  await page.goto('/analytics');
  const compound = page.getByRole('region', { name: '복리와 현재가치' });
  await expect(compound).toContainText('연 3.50 % 정기예금');
  await expect(compound.locator('.stat-label', { hasText: '연 복리 수익률' })).toBeVisible();
  // A new class has fewer than 20 daily returns: no yearly rate, so no doubling time yet.
  await expect(compound.locator('.stat-card', { hasText: '72의 법칙' })).toContainText(
    '연 복리 수익률이 아직 없어 계산하지 않았어요',
  );
  await compound.getByRole('button', { name: '정기예금 단리 계산 보기' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('공식').first()).toBeVisible();
  await expect(dialog.locator('.katex').first()).toBeVisible();
  await expect(dialog.locator('.explanation-steps li').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  // A goal in today's money, at the student's rate and at the deposit rate.
  await compound.getByRole('spinbutton', { name: '목표 금액 (원)' }).fill('12000000');
  await compound.getByRole('spinbutton', { name: '기간 (년)' }).fill('3');
  await compound.getByRole('button', { name: '현재가치 계산' }).click();
  // 12,000,000 ÷ 1.035³ = 10,823,312.2…
  await expect(compound.locator('.stat-card', { hasText: '현재가치 · 예금 금리' })).toContainText(
    '₩10,823,312',
  );

  // The first deposit landed today: my deposit's actual value beside S and its present value.
  const annuity = page.getByRole('region', { name: '적립식 투자와 연금' });
  await expect(annuity).toContainText('매주 첫 거래일 (보통 월요일) ₩500,000씩');
  await expect(annuity).toContainText('지금까지 1회');
  const card = (label: string) => annuity.locator('.stat-card', { hasText: label });
  // Landed today, it has not grown yet: its actual value is the deposit itself, as is S for n = 1.
  await expect(card('적립식 · 내 실제 가치')).toContainText('₩500,000');
  await expect(card('적립식 · 예금 금리')).toContainText('₩500,000');
  // P = 500,000 ÷ (1 + r), r = 1.035^(1/52) − 1 = 0.000661784781: 499,669.33
  await expect(card('적립금의 현재가치 · 예금 금리')).toContainText('₩499,669');
  await annuity.getByRole('button', { name: '적립금의 현재가치 · 예금 금리 계산 보기' }).click();
  await expect(dialog.locator('.katex').first()).toBeVisible();
  await expect(dialog).toContainText('첫 적립 한 주기 전으로 할인한 값이에요');
  await page.keyboard.press('Escape');
  await annuity.getByRole('button', { name: '적립식 · 내 실제 가치 계산 보기' }).click();
  await expect(dialog).toContainText('투자 실력 수익률');
  await page.keyboard.press('Escape');

  const region = page.getByRole('region', { name: '우리 반 규칙은 부등식의 영역' });
  await region.getByLabel('종목 A (x) 코드').fill('005930');
  await region.getByLabel('종목 B (y) 코드').fill('000660');
  await region.getByRole('button', { name: '영역 그리기' }).click();
  await expect(region.getByText('현금과 수수료')).toBeVisible();
  await expect(region.getByRole('img', { name: /가능한 영역/ })).toBeVisible();
  await expect(region.getByText('지금 보유 (3, 1)')).toBeVisible();
  await region.getByLabel('삼성전자 더 살 주식 수').fill('2');
  await expect(region.getByText('주문 뒤 (5, 1)', { exact: true })).toBeVisible();
  await expect(region.getByRole('status')).toHaveText('주문 뒤 (5, 1)는 영역 안에 있어요');
  // Far more than the cash allows: outside, with the rule it breaks.
  await region.getByLabel('삼성전자 더 살 주식 수').fill('1000');
  await expect(region.getByRole('status')).toContainText('영역 밖이에요');
  await expect(region.getByRole('status')).toContainText('현금과 수수료');
  const vertices = region.getByRole('table');
  await expect(vertices.getByRole('columnheader', { name: 'x (삼성전자)' })).toBeVisible();
  expect(await vertices.locator('tbody tr').count()).toBeGreaterThanOrEqual(3);
  await expect(vertices.locator('tr.region-best')).toHaveCount(1);
  // Formulas, plot and table stay within the phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await keep(page, testInfo, 'lessons-360');
  for (const theme of ['light', 'dark'] as const) {
    await useTheme(page, theme);
    expect.soft(await seriousViolations(page, '.lesson'), theme).toEqual([]);
  }

  // The same three lessons on the classroom's projector, 1920×1080, each kept as a screenshot.
  await page.setViewportSize({ width: 1920, height: 1080 });
  await useTheme(page, 'light');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1920);
  for (const [name, section] of [
    ['lesson-compound-1920', compound],
    ['lesson-annuity-1920', annuity],
    ['lesson-region-1920', region],
  ] as const) {
    // Cut from the full page scrolled to the top: elsewhere the sticky header is drawn across
    // the section (an element shot scrolls it under the header too).
    await page.evaluate(() => scrollTo(0, 0));
    const clip = await section.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return { x: box.x + scrollX, y: box.y + scrollY, width: box.width, height: box.height };
    });
    const path = testInfo.outputPath(`${name}.png`);
    await page.screenshot({ path, fullPage: true, clip });
    await testInfo.attach(name, { path, contentType: 'image/png' });
  }
  await keep(page, testInfo, 'lessons-1920');

  // The teacher reads the same lessons for the student, without the region tool, which works
  // on the signed-in account.
  await logout(page);
  await login(page, teacher.email, PASSWORD);
  await page.goto(`/teacher/student/${student.id}/analytics`);
  await expect(page.getByRole('region', { name: '복리와 현재가치' })).toBeVisible();
  await expect(page.getByRole('region', { name: '적립식 투자와 연금' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '우리 반 규칙은 부등식의 영역' })).toHaveCount(0);
});
