import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { PASSWORD } from './school';
import { chartLinesOutsideTheme } from './helpers';
import { expect, screenshotPath, test, useTheme, visit, type Stop, type Theme } from './tour';

/** Serious and critical axe-core findings, one line per rule with where it hit. */
async function seriousViolations(page: Page, only?: string): Promise<string[]> {
  // Legacy mode runs axe in the page itself: the default finishes every run in a new blank
  // page, which costs seconds per check and the app has no frames that would need it.
  const builder = new AxeBuilder({ page });
  if (only) builder.include(only);
  const { violations } = await builder
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.nodes.length}): ${violation.nodes
          .slice(0, 4)
          .map((node) => `${node.target.join(' ')} ${node.failureSummary?.split('\n')[1] ?? ''}`)
          .join(' | ')}`,
    );
}

/**
 * A phone's page down to three screens, a desktop's first screen: enough to review the layout
 * without seconds spent on each 12,000 px list.
 */
function screenshotArea(width: number) {
  if (width > 500) return {};
  return { fullPage: true, clip: { x: 0, y: 0, width, height: 780 * 3 } };
}

/** Checks the page as it is now in each theme (the projector has only its dark one). */
async function checkThemes(page: Page, stop: Stop, width: number, themes: Theme[]) {
  for (const theme of stop.projector ? (['dark'] as const) : themes) {
    if (!stop.projector) await useTheme(page, theme);
    expect.soft(await seriousViolations(page), `${stop.name}, ${theme}, ${width} px`).toEqual([]);
    expect.soft(await chartLinesOutsideTheme(page), `${stop.name}'s charts, ${theme}`).toEqual([]);
    await page.screenshot({
      path: screenshotPath(stop.name, theme, width),
      ...screenshotArea(width),
    });
  }
}

// The tour is split by area, and the areas run on whichever workers are free: each worker seeds
// its own school (tour.ts) on its own server.
test.describe.configure({ mode: 'parallel' });

const AREAS = [
  'visitor, newcomer and admin',
  'student',
  'student lesson',
  'teacher class',
  'teacher',
] as const;
type Area = (typeof AREAS)[number];

/** Every stop falls in exactly one area, so the areas' tests together walk the whole tour. */
function areaOf(stop: Stop): Area {
  if (stop.role === 'student')
    return stop.path.startsWith('/lessons') ? 'student lesson' : 'student';
  if (stop.role === 'teacher')
    return stop.path.startsWith('/teacher/class/') ? 'teacher class' : 'teacher';
  return 'visitor, newcomer and admin';
}

for (const area of AREAS) {
  test(`every ${area} page passes axe-core in both themes, on a phone and a desktop`, async ({
    pageAs,
    school,
  }) => {
    test.setTimeout(300_000);
    const stops = school.stops.filter((stop) => areaOf(stop) === area);
    expect(stops.length, `stops of the ${area} area`).toBeGreaterThan(0);
    for (const stop of stops) {
      const page = await pageAs(stop.role);
      // axe measures one still frame: a trade line caught half faded in reads as low contrast
      // (the projector's feed failed CI that way). Reduced motion shows each change at once.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.setViewportSize({ width: 360, height: 780 });
      await visit(page, stop);
      await checkThemes(page, stop, 360, ['light', 'dark']);

      // The same page widened to a desktop, with the students' sidebar open as it starts there.
      await page.setViewportSize({ width: 1440, height: 900 });
      const toggle = page.getByRole('button', { name: '메뉴 열기/닫기' });
      if ((await toggle.count()) > 0) {
        await toggle.click();
        await expect(page.getByRole('complementary', { name: '학생 메뉴' })).toBeInViewport();
      }
      await checkThemes(page, stop, 1440, ['dark', 'light']);
    }
  });
}

test('toasts are readable: enough contrast, and Korean wraps between words', async ({
  page,
  school,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/login');
  await page.getByLabel('이메일').fill('nobody@e2e.test');
  await page.getByLabel('비밀번호').fill('wrong-password1');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  const failure = page.locator('.Toastify__toast', { hasText: '올바르지 않습니다' });
  await expect(failure).toBeInViewport({ ratio: 1 });
  expect(await failure.evaluate((toast) => getComputedStyle(toast).wordBreak)).toBe('keep-all');
  await page.screenshot({ path: screenshotPath('toast-error', 'light', 360) });
  expect(await seriousViolations(page, '.Toastify')).toEqual([]);

  await page.getByLabel('이메일').fill(school.sessions.student!.email);
  await page.getByLabel('비밀번호').fill(PASSWORD);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.locator('.Toastify__toast', { hasText: '로그인 성공!' })).toBeVisible();
  expect(await seriousViolations(page, '.Toastify')).toEqual([]);
});
