import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { login } from './helpers';
import { apiData, bearer, chooseWatchlist, PASSWORD, seedSchool } from './school';

// A level to 0.01 points and its change with an arrow and a sign, red up and blue down on the
// dashboard and the projector's market ticker alike (ADR 0039).
async function expectIndex(list: Locator, name: 'KOSPI' | 'KOSDAQ', withAmount: boolean) {
  const item = list.getByRole('listitem').filter({ hasText: name });
  // KOSDAQ sits below 1,000 in January: a level has a thousands separator only when it needs one.
  await expect(item).toContainText(new RegExp(`${name}\\s*\\d{1,3}(,\\d{3})*\\.\\d{2}`));
  const change = item.locator('.price-change');
  const text = withAmount
    ? /^(▲ \+[\d,.]+ \(\+|▼ -[\d,.]+ \(-)\d+\.\d{2}%\)$/
    : /^(▲ \+|▼ -)\d+\.\d{2}%$/;
  await expect(change).toHaveText(text);
  const up = (await change.textContent())?.startsWith('▲');
  await expect(change).toHaveClass(new RegExp(`\\b${up ? 'up' : 'down'}\\b`));
}

test('KOSPI and KOSDAQ with their change on the dashboard and the projector ticker', async ({
  page,
  request,
}) => {
  const { teacher, klass, students } = await seedSchool(request, ['한지우']);
  await chooseWatchlist(request, students[0]!, ['005930']);

  await login(page, students[0]!.email, PASSWORD);
  const dashboard = page.getByRole('list', { name: '시장 지수' });
  await expectIndex(dashboard, 'KOSPI', true);
  await expectIndex(dashboard, 'KOSDAQ', true);

  const link = await apiData<{ url: string }>(
    await request.post(`/api/teacher/classes/${klass.id}/display-links`, {
      headers: bearer(teacher),
    }),
  );
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(link.url);
  const ticker = page.getByRole('region', { name: '지수와 관심 종목 시세' });
  await expectIndex(ticker, 'KOSPI', false);
  await expectIndex(ticker, 'KOSDAQ', false);
});
