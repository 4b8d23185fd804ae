import { expect, test } from './fixtures';
import { explainByKeyboard, keep, overflowX, seriousViolations } from './lesson-checks';
import { login, logout, useTheme } from './helpers';
import { chooseWatchlist, PASSWORD, seedSchool, trade } from './school';

// The 행렬과 경제 lessons ([12경수03-01…03]) on a phone and on the classroom's projector: a
// student holding three stocks in two 업종, a classmate holding one of them.

const LESSONS = [
  { path: '/lessons/matrix', title: '보유 수량과 주가를 행렬로' },
  { path: '/lessons/inverse', title: '역행렬로 두 종목 주문 짜기' },
  { path: '/lessons/inverse-use', title: '역행렬로 경제 문제 풀기' },
] as const;

test('a student works the 행렬과 경제 lessons on a phone and the projector shows them whole', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const { teacher, students } = await seedSchool(request, ['이행렬', '김역행']);
  const [student, classmate] = students as [(typeof students)[0], (typeof students)[0]];
  await chooseWatchlist(request, student, ['005930', '000660', '005380']);
  await chooseWatchlist(request, classmate, ['005930', '000660']);
  await trade(request, student, 'buy', { symbol: '005930', quantity: 10, reason: '행렬 수업' });
  await trade(request, student, 'buy', { symbol: '000660', quantity: 2, reason: '행렬 수업' });
  await trade(request, student, 'buy', { symbol: '005380', quantity: 3, reason: '행렬 수업' });
  await trade(request, classmate, 'buy', { symbol: '005930', quantity: 4, reason: '행렬 수업' });

  await page.setViewportSize({ width: 360, height: 780 });
  await login(page, student.email, PASSWORD);

  await page.goto('/lessons/matrix');
  await expect(page.getByRole('heading', { name: LESSONS[0].title })).toBeVisible();
  await expect(page.getByText('[12경수03-01]')).toBeVisible();
  const own = page.getByRole('region', { name: 'H와 P의 표' });
  await expect(own.getByRole('rowheader', { name: '삼성전자' })).toBeVisible();
  await expect(own.getByRole('rowheader', { name: 'HP (원)' })).toBeVisible();
  const classTable = page.getByRole('region', { name: '우리 반 행렬 C의 표' });
  await expect(classTable.getByRole('rowheader', { name: '나' })).toBeVisible();
  await expect(classTable.getByRole('rowheader', { name: /^학생 \d+$/ })).toHaveCount(1);
  await expect(classTable).not.toContainText('김역행');
  // A wrong hand entry is told, then the working is one keyboard press away.
  const tryForm = page.getByRole('form', { name: '직접 계산해 보기' });
  await tryForm.getByRole('textbox').fill('1');
  await tryForm.getByRole('button', { name: '확인' }).click();
  await expect(tryForm.getByRole('status')).toHaveText(
    '다시 계산해 보세요. 곱한 값을 모두 더했는지 확인해요.',
  );
  await explainByKeyboard(page, 'HP의 전일 종가 성분');
  await explainByKeyboard(page, '내 행의 Cp');

  await page.goto('/lessons/inverse');
  await expect(page.getByText('[12경수03-02]')).toBeVisible();
  await page.getByLabel('쓸 돈 W (원)').fill('-1');
  await page.getByRole('button', { name: '다시 풀기' }).click();
  await expect(
    page.getByText('예산 W는 1원 이상 10억 원 이하의 정수로 입력해 주세요.'),
  ).toBeVisible();
  await page.getByLabel('종목 1 (x주)').selectOption({ label: '현대차' });
  await page.getByLabel('쓸 돈 W (원)').fill('3000000');
  await page.getByLabel('모두 살 주식 수 N (주)').fill('20');
  await page.getByRole('button', { name: '다시 풀기' }).click();
  await expect(page.locator('.katex', { hasText: '3,000,000' }).first()).toBeVisible();
  await expect(page.getByText(/^현대차 x주/)).toBeVisible();
  await expect(page.getByText('det A = 0이라 역행렬이 없어요').first()).toBeVisible();
  await explainByKeyboard(page, 'det A = p₁ − p₂');
  await expect(page.getByRole('button', { name: /^x \(.+\) 계산 보기$/ }).first()).toBeVisible();

  await page.goto('/lessons/inverse-use');
  await expect(page.getByText('[12경수03-03]')).toBeVisible();
  await expect(page.getByText('예시 계수:')).toBeVisible();
  await expect(page.getByText('한국은행 산업연관표의 실제 값이 아니에요')).toBeVisible();
  await explainByKeyboard(page, 'det(I − A)');

  for (const lesson of LESSONS) {
    await page.goto(lesson.path);
    await expect(page.getByRole('heading', { name: lesson.title })).toBeVisible();
    await expect(page.locator('.lesson .katex, .lesson table').first()).toBeVisible();
    for (const theme of ['light', 'dark'] as const) {
      await useTheme(page, theme);
      expect(await overflowX(page), `${lesson.path} ${theme} 360 px`).toBeLessThanOrEqual(0);
      expect.soft(await seriousViolations(page), `${lesson.path} ${theme}`).toEqual([]);
      await keep(page, testInfo, `${lesson.path.slice(9)}-360-${theme}`);
    }
  }

  // The projector: each lesson fits 1920×1080 without the page scrolling, in both themes.
  await page.setViewportSize({ width: 1920, height: 1080 });
  for (const lesson of LESSONS) {
    await page.goto(lesson.path);
    await expect(page.locator('.lesson .katex').first()).toBeVisible();
    for (const theme of ['light', 'dark'] as const) {
      await useTheme(page, theme);
      expect(await overflowX(page), `${lesson.path} ${theme} 1920`).toBeLessThanOrEqual(0);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      expect.soft(height, `${lesson.path} ${theme} height`).toBeLessThanOrEqual(1080);
      expect.soft(await seriousViolations(page), `${lesson.path} ${theme} 1920`).toEqual([]);
      await keep(page, testInfo, `${lesson.path.slice(9)}-1920-${theme}`);
    }
  }

  // The teacher projects the same lesson for the student they choose.
  await logout(page);
  await login(page, teacher.email, PASSWORD);
  await page.goto(`/lessons/matrix?student=${student.id}`);
  await expect(page.getByRole('region', { name: 'H와 P의 표' })).toContainText('삼성전자');
});
