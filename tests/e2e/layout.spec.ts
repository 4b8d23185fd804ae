import type { Page } from '@playwright/test';
import { expect, LONG_REASON, screenshotPath, test, visit, type Stop } from './tour';

const PHONE = { width: 360, height: 780 };

/**
 * What sticks out of the viewport sideways: the page itself, any visible element outside a
 * deliberate scroll container (tab strips scroll on purpose), and any data table wider than the
 * screen even inside one (a phone shows tables as stacked cards, never a table to pan).
 */
async function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const found: string[] = [];
    const describe = (element: Element) => {
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> "${text}"`;
    };
    if (document.documentElement.scrollWidth > width) {
      found.push(`the page is ${document.documentElement.scrollWidth}px wide`);
    }
    const inScroller = (element: Element) => {
      for (let at = element.parentElement; at; at = at.parentElement) {
        const overflow = getComputedStyle(at).overflowX;
        if (overflow === 'auto' || overflow === 'scroll') return true;
      }
      return false;
    };
    for (const element of document.querySelectorAll('body *')) {
      if (element.closest('[aria-hidden="true"], .visually-hidden, .skip-link')) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const sticksOut = box.right > width + 1 || box.left < -1;
      if (!sticksOut) continue;
      if (element.matches('table.data-table') || !inScroller(element)) {
        found.push(`${describe(element)} spans ${Math.round(box.left)}…${Math.round(box.right)}px`);
      }
    }
    // Report the outermost offenders only: their children stick out with them.
    return found.filter((line, index) => index < 12);
  });
}

/** Figures in table cells that wrap onto a second line ("-₩1,029,100" split after its minus). */
async function brokenFigures(page: Page): Promise<string[]> {
  return page.locator('.data-table td.num').evaluateAll((cells) =>
    cells.flatMap((cell) => {
      const broken: string[] = [];
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) broken.push(node.textContent ?? '');
      }
      return broken;
    }),
  );
}

test('no page scrolls sideways on a 360 px phone, and no figure breaks', async ({
  pageAs,
  school,
}) => {
  for (const stop of school.stops) {
    const page = await pageAs(stop.role);
    await page.setViewportSize(PHONE);
    await visit(page, stop);
    expect.soft(await sidewaysOverflow(page), `${stop.name} at 360 px`).toEqual([]);
    expect.soft(await brokenFigures(page), `${stop.name}: figures on two lines`).toEqual([]);
  }
});

test('a phone shows the whole trade history, rationale included', async ({ pageAs, school }) => {
  const history = school.stops.find((stop) => stop.name === 'student-history')!;
  const page = await pageAs('student');
  await page.setViewportSize(PHONE);
  await visit(page, history);
  const row = page.getByRole('row', { name: /SK하이닉스/ });
  await expect(row.getByText('SK하이닉스', { exact: true })).toBeInViewport();
  const reason = row.getByText(LONG_REASON, { exact: true });
  await reason.scrollIntoViewIfNeeded();
  // Sub-pixel rounding may leave a hair of a line outside; a cut word would be far more.
  await expect(reason).toBeInViewport({ ratio: 0.99 });
});

test('stock management can start tracking from a phone', async ({ pageAs, school }) => {
  const management = school.stops.find((stop) => stop.name === 'teacher-stock-management')!;
  const page = await pageAs('teacher');
  await page.setViewportSize(PHONE);
  await visit(page, management);
  const button = page.getByRole('button', { name: /추적 시작/ }).first();
  await button.scrollIntoViewIfNeeded();
  await expect(button).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: '현재가' })).toBeVisible();
});

test('the watchlist setup fits beside the open sidebar at 1024 px', async ({ pageAs, school }) => {
  const setup = school.stops.find((stop) => stop.name === 'newcomer-watchlist')!;
  const page = await pageAs('newcomer');
  await page.setViewportSize({ width: 1024, height: 800 });
  await visit(page, setup);
  await expect(page.getByRole('complementary', { name: '학생 메뉴' })).toBeInViewport();
  await expect(page.getByRole('columnheader', { name: '등락률' })).toBeInViewport();
  expect(await sidewaysOverflow(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath('newcomer-watchlist', 'light', 1024) });
});

test('a teacher’s class table fits a laptop, and the page a tablet', async ({ pageAs, school }) => {
  const klass: Stop = school.stops.find((stop) => stop.name === 'teacher-class')!;
  const page = await pageAs('teacher');
  // 1366×768 is the most common school laptop, 1024 an old one (docs/product/roles-and-screens.md#layout).
  for (const width of [1024, 1366, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await visit(page, klass);
    const table = page.locator('table.class-students');
    const fits = await table.evaluate(
      (element) => element.scrollWidth <= (element.parentElement?.clientWidth ?? 0),
    );
    expect(fits, `the student table fits at ${width} px`).toBe(true);
    const box = (await table.locator('xpath=..').boundingBox())!;
    for (const action of await table.getByRole('link', { name: /상세|분석/ }).all()) {
      await expect(action).toBeInViewport({ ratio: 1 });
      const { x, width: actionWidth } = (await action.boundingBox())!;
      expect(
        x + actionWidth,
        `분석 and 상세 inside the table's box at ${width} px`,
      ).toBeLessThanOrEqual(box.x + box.width + 0.5);
    }
    // An e-mail stays on one shortened line (its full text on hover/focus and in 상세), so a row
    // is two lines of text tall, not five.
    for (const email of await table.locator('.student-email').all()) {
      const lineHeight = await email.evaluate((e) => parseFloat(getComputedStyle(e).lineHeight));
      expect((await email.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
    }
    for (const row of await table.locator('tbody tr').all()) {
      expect((await row.boundingBox())!.height, `a compact row at ${width} px`).toBeLessThan(100);
    }
  }
  await page.setViewportSize({ width: 768, height: 1024 });
  await visit(page, klass);
  expect(await sidewaysOverflow(page)).toEqual([]);
});

test('on the projector the class figures stay inside their panel, and the clocks are named', async ({
  pageAs,
  school,
}) => {
  const display = school.stops.find((stop) => stop.name === 'display')!;
  const page = await pageAs('visitor');
  await page.setViewportSize({ width: 1920, height: 1080 });
  await visit(page, display);
  const panel = page.getByRole('region', { name: '클래스 현황' });
  const outside = await panel.evaluate((section) => {
    const box = section.getBoundingClientRect();
    return [...section.querySelectorAll('dl > div, dd')]
      .filter((tile) => {
        const inner = tile.getBoundingClientRect();
        return (
          inner.left < box.left || inner.right > box.right || tile.scrollWidth > tile.clientWidth
        );
      })
      .map((tile) => tile.textContent);
  });
  expect(outside).toEqual([]);
  await expect(page.getByText('지금 시각', { exact: true })).toBeVisible();
  await expect(page.getByText('화면 속 주가의 시각', { exact: true })).toBeVisible();
  await page.screenshot({ path: screenshotPath('display', 'dark', 1920) });
  // The class name reads whole on one line, at the projector's 1920 and a laptop's 1280.
  for (const width of [1920, 1280]) {
    await page.setViewportSize({ width, height: 1080 });
    const title = page.getByRole('heading', { level: 1 });
    const fits = await title.evaluate((h1) => {
      const lineHeight = parseFloat(getComputedStyle(h1).lineHeight);
      return h1.scrollWidth <= h1.clientWidth && h1.clientHeight < lineHeight * 1.5;
    });
    expect(fits, `class name at ${width} px`).toBe(true);
  }
});
