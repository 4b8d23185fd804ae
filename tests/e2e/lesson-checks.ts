import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { expect } from './fixtures';
import { useTheme } from './helpers';

// What every 경제 수학 lesson spec checks the same way: a screenshot kept with the results, axe on
// the lesson itself, the page's overflow, and a figure's 계산 보기 opened from the keyboard.

/** A full-page screenshot kept with the test's results and attached to its report. */
export async function keep(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** Serious and critical axe findings inside `scope` (the lesson page, or the 분석 page's lessons). */
export async function seriousViolations(page: Page, scope = '.lesson-page') {
  const { violations } = await new AxeBuilder({ page }).include(scope).setLegacyMode().analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** How far the page scrolls sideways (0: not at all). */
export const overflowX = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** How far the page scrolls down past the screen (≤ 0: a projector shows it whole). */
export const overflowY = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);

/**
 * Opens a figure's 계산 보기 from the keyboard, checks its formula and steps (photographed when
 * `shot` names it), and closes it with Escape.
 */
export async function explainByKeyboard(
  page: Page,
  name: string | RegExp,
  shot?: { testInfo: TestInfo; name: string },
) {
  const label = typeof name === 'string' ? `${name} 계산 보기` : name;
  await page.getByRole('button', { name: label }).first().focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('.katex').first()).toBeVisible();
  await expect(dialog.locator('.explanation-steps li').first()).toBeVisible();
  if (shot) await keep(page, shot.testInfo, shot.name);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

/** The lesson in each theme: no serious axe finding, no sideways scroll, a screenshot of each. */
export async function checkBothThemes(page: Page, testInfo: TestInfo, name: string) {
  for (const theme of ['light', 'dark'] as const) {
    await useTheme(page, theme);
    expect.soft(await seriousViolations(page), `${name} ${theme}`).toEqual([]);
    expect(await overflowX(page), `${name} ${theme}: sideways scroll`).toBeLessThanOrEqual(0);
    await keep(page, testInfo, `${name}-${theme}`);
  }
}
