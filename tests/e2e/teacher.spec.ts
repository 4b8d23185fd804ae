import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { login } from './helpers';
import {
  apiData,
  bearer,
  chooseWatchlist,
  PASSWORD,
  seedSchool,
  trade,
  type Session,
} from './school';

async function totalReturn(request: Parameters<typeof chooseWatchlist>[0], student: Session) {
  const portfolio = await apiData<{ totalProfitLossPercent: number; cash: number }>(
    await request.get('/api/portfolio', { headers: bearer(student) }),
  );
  return portfolio;
}

test('a teacher follows a class: statistics, rationales, cash, tracking and CSV', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { teacher, klass, students } = await seedSchool(request, ['김민준', '이서연', '박도윤']);
  for (const student of students) await chooseWatchlist(request, student, ['005930', '000660']);
  await trade(request, students[0]!, 'buy', {
    symbol: '005930',
    quantity: 3,
    reason: '실적 발표를 앞두고 반도체 수요가 늘 것으로 봅니다.',
  });
  await trade(request, students[1]!, 'buy', {
    symbol: '000660',
    quantity: 1,
    reason: 'HBM 점유율이 높아서 샀습니다.',
  });

  await login(page, teacher.email, PASSWORD);
  await page
    .getByRole('link', { name: new RegExp(klass.name) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/teacher/class/${klass.id}$`));
  await expect(page.getByTestId('class-code')).toHaveText(klass.code);

  // A trade appears in the live feed as it happens, rationale and all.
  const feed = page.getByRole('complementary', { name: '실시간 거래' });
  await expect(feed.getByText('실시간', { exact: true })).toBeVisible();
  await trade(request, students[2]!, 'buy', {
    symbol: '005930',
    quantity: 1,
    reason: '처음으로 한 주 사 봅니다.',
  });
  await expect(feed.getByText('처음으로 한 주 사 봅니다.')).toBeVisible({ timeout: 5_000 });
  await expect(feed).toContainText('박도윤');

  // Statistics of the class.
  await page.getByRole('tab', { name: '통계' }).click();
  await expect(page.getByText('전체 학생')).toBeVisible();
  await expect(page.locator('.stat-card', { hasText: '전체 학생' })).toContainText('3명');
  await expect(page.locator('.stat-card', { hasText: '활동 학생' })).toContainText('3명');
  await expect(page.locator('.most-traded')).toContainText('삼성전자');

  // A student's rationale, read in full.
  await page.getByRole('tab', { name: '학생 목록' }).click();
  await page
    .getByRole('row', { name: /김민준/ })
    .getByRole('link', { name: '상세' })
    .click();
  await expect(page.getByRole('heading', { name: '김민준' })).toBeVisible();
  await expect(page.getByText('실적 발표를 앞두고 반도체 수요가 늘 것으로 봅니다.')).toBeVisible();
  await page
    .getByRole('link', { name: /클래스|반/ })
    .first()
    .click();

  // Setting cash is a deposit: the student's return does not jump.
  const before = await totalReturn(request, students[0]!);
  await page
    .getByRole('row', { name: /김민준/ })
    .getByRole('button', { name: '현금 설정' })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('새 보유 현금 (원)').fill(String(before.cash + 2_000_000));
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(page.getByText('보유 현금이 업데이트되었습니다')).toBeVisible();
  const after = await totalReturn(request, students[0]!);
  expect(after.cash).toBe(before.cash + 2_000_000);
  expect(Math.abs(after.totalProfitLossPercent - before.totalProfitLossPercent)).toBeLessThan(0.5);

  // The students' CSV opens with every student.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '학생 CSV' }).click();
  const csv = readFileSync((await (await download).path())!, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const rows = csv.trim().split('\r\n');
  expect(rows).toHaveLength(1 + students.length);
  expect(rows[0]).toContain('이름');

  // Tracking a stock that was never added adds it first.
  const candidates = await apiData<Array<{ symbol: string; name: string; isAdded: boolean }>>(
    await request.get('/api/stock-management/search?query=스팩&limit=3000', {
      headers: bearer(teacher),
    }),
  );
  const fresh = candidates.find((stock) => !stock.isAdded)!;
  await page.goto('/stock-management');
  await page.getByLabel('종목 검색').fill(fresh.symbol);
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await page.getByRole('button', { name: `${fresh.name} 추적 시작` }).click();
  await expect(page.getByText(`${fresh.name} 추적을 시작했습니다`)).toBeVisible();
  await expect(page.getByRole('button', { name: `${fresh.name} 추적 중지` })).toBeVisible();
  const tracked = await apiData<Array<{ symbol: string; isAdded: boolean }>>(
    await request.get('/api/stock-management/tracked', { headers: bearer(teacher) }),
  );
  expect(tracked.find((stock) => stock.symbol === fresh.symbol)).toMatchObject({ isAdded: true });
});
