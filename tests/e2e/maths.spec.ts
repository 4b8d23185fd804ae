import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { login } from './helpers';
import { chooseWatchlist, PASSWORD, seedSchool, trade } from './school';

/** Opens a 계산 보기 panel and checks it is real mathematics ending in the figure shown. */
async function openPanel(page: Page, name: string, shown?: Locator) {
  await page
    .getByRole('button', { name: `${name} 계산 보기` })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('공식').first()).toBeVisible();
  // KaTeX rendered (loaded on demand), with MathML for screen readers.
  await expect(dialog.locator('.katex').first()).toBeVisible();
  await expect(dialog.locator('math').first()).toBeAttached();
  if (shown) {
    const last = dialog.locator('.explanation-steps li').last().locator('strong');
    expect(await last.textContent()).toBe(await shown.textContent());
  }
  return dialog;
}

async function closePanel(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('계산 보기 panels and the 분석 page, for the student and the teacher', async ({
  page,
  request,
}) => {
  const { teacher, klass, students } = await seedSchool(request, ['한수학']);
  const [student] = students;
  await chooseWatchlist(request, student!, ['005930']);
  await trade(request, student!, 'buy', { symbol: '005930', quantity: 3, reason: '반도체 회복' });

  await page.setViewportSize({ width: 360, height: 800 });
  await login(page, student!.email, PASSWORD);
  const totalReturnCard = page.locator('.stat-card', { hasText: '총 수익률' });
  await openPanel(page, '총 수익률', totalReturnCard.locator('.figure-text'));
  // A long formula scrolls inside the panel, never the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await closePanel(page);

  await page.goto('/portfolio');
  await page.getByRole('tab', { name: '보유 종목' }).click();
  const holding = await openPanel(page, '삼성전자');
  await expect(holding.getByRole('heading', { name: '평균 단가 (이동평균법)' })).toBeVisible();
  await closePanel(page);

  await page.goto('/analytics');
  await expect(page.getByRole('heading', { name: '분석', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: '시장을 이겼나?' })).toBeVisible();
  await openPanel(page, '낸 수수료');
  await closePanel(page);
  // Both returns, each with its question and its 계산 보기 ending in the figure shown.
  await expect(page.getByRole('heading', { name: '두 가지 수익률' })).toBeVisible();
  await page.getByRole('radio', { name: '이번 주' }).click();
  const moneyWeighted = page.locator('.stat-card', { hasText: '내 돈의 수익률' }).first();
  await expect(moneyWeighted).toContainText('내 계좌의 돈이 실제로 얼마나 불었는지');
  await openPanel(page, '내 돈의 수익률', moneyWeighted.locator('.figure-text'));
  await closePanel(page);
  const timeWeighted = page.locator('.stat-card', { hasText: '투자 실력 수익률' }).first();
  await expect(timeWeighted).toContainText('투자 실력만 비교할 때');
  await openPanel(page, '투자 실력 수익률', timeWeighted.locator('.figure-text'));
  await closePanel(page);

  // The board ranks by the time-weighted return and says that a teacher's deposit cannot move it.
  await page.goto('/leaderboard');
  await expect(page.getByRole('columnheader', { name: '내 돈의 수익률' })).toBeVisible();
  await expect(
    page.getByRole('columnheader', { name: '투자 실력 수익률 (순위 기준)', exact: true }),
  ).toBeVisible();
  await expect(page.locator('.leaderboard-note')).toContainText(
    '선생님이 현금을 넣거나 빼도 투자 실력 수익률은 변하지 않아요',
  );
  await page.goto('/analytics');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.getByRole('button', { name: '로그아웃' }).click();
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, teacher.email, PASSWORD);
  await page.goto(`/teacher/class/${klass.id}`);
  await page.getByRole('link', { name: '분석', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: '학생 분석' })).toBeVisible();
  await openPanel(page, '최대 낙폭 (MDD)');
  await closePanel(page);
  await page.goto(`/teacher/class/${klass.id}`);
  await page.getByRole('tab', { name: '통계' }).click();
  const mean = page.locator('.stat-card', { hasText: '평균 수익률' }).locator('.figure-text');
  await openPanel(page, '평균 수익률', mean);
  await closePanel(page);
  await openPanel(page, '히스토그램');
  await closePanel(page);
});
