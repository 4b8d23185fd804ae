import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { ADMIN, login } from './helpers';
import { pdfPageSizes } from './pdf';

// ADR 0040: the 개인정보 처리방침 is one click from the login page, names the school's officer,
// and reads on a phone; the admin's 점검표 follows the officer the admin saves.

test('the 처리방침 from the login footer, at 360 px, names the officer the admin saved', async ({
  page,
}) => {
  await login(page, ADMIN.email, ADMIN.password);
  await page.getByRole('tab', { name: '개인정보·점검표' }).click();
  const form = page.locator('form', {
    has: page.getByRole('heading', { name: '개인정보 보호책임자' }),
  });
  await form.getByLabel('이름').fill('최정보');
  await form.getByLabel('부서·직위 (선택)').fill('교무기획부');
  await form.getByLabel('연락처(전화번호)').fill('02-987-6543');
  await form.getByRole('button', { name: '저장' }).click();
  await expect(page.getByText('개인정보 보호책임자를 저장했습니다.')).toBeVisible();
  const officerRow = page.locator('[data-item="officer"]');
  await expect(officerRow).toContainText('최정보 · 교무기획부 · 02-987-6543');
  await expect(officerRow).toContainText('충족');
  await page.getByRole('button', { name: '로그아웃' }).click();

  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/login');
  await page.locator('.app-footer').getByRole('link', { name: '개인정보 처리방침' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { name: '개인정보 처리방침', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: '7. 개인정보 보호책임자' })).toBeVisible();
  await expect(page.getByText('최정보')).toBeVisible();
  await expect(page.getByText('02-987-6543')).toBeVisible();
  await expect(page.getByText('모의 시장이 학교 서버 안에서 돌아가서')).toBeVisible();

  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  const { violations } = await new AxeBuilder({ page }).setLegacyMode().analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});

test('the 점검표 prints on A4 paper, white in the dark theme too, and fits a phone', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('theme', '"dark"'));
  await login(page, ADMIN.email, ADMIN.password);
  await page.getByRole('tab', { name: '개인정보·점검표' }).click();
  await expect(page.locator('[data-item="officer"]')).toBeVisible();

  const sizes = pdfPageSizes(await page.pdf({ preferCSSPageSize: true, printBackground: true }));
  expect(sizes.length).toBeGreaterThan(0);
  expect(sizes.length).toBeLessThanOrEqual(2);
  for (const size of sizes) expect(size).toEqual([595, 842]);

  await page.setViewportSize({ width: 360, height: 780 });
  // On a phone the 점검표's long answers (the database path) wrap: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.emulateMedia({ media: 'print' });
  const paper = await page.evaluate(() => {
    const root = getComputedStyle(document.documentElement);
    return [root.colorScheme, root.backgroundColor];
  });
  expect(paper).toEqual(['light', 'rgb(255, 255, 255)']);
});
