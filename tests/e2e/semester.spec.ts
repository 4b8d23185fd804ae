import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectConsoleErrors, login, logout } from './helpers';
import { apiData, bearer, chooseWatchlist, PASSWORD, seedSchool, signIn, trade } from './school';

async function buyOne(page: Page) {
  await page.goto('/trading');
  await page
    .locator('tr[data-symbol="005930"]')
    .getByRole('button', { name: '매수', exact: true })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('수량 (주)').fill('1');
  await dialog.getByLabel('투자 판단 근거').fill('새 학기에도 반도체 업황을 믿고 한 주 삽니다.');
  await dialog.getByRole('button', { name: '매수하기' }).click();
  return dialog;
}

test('a teacher ends a class and starts the next with two students; a moved one trades afresh, the other reads the notice', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const { teacher, klass, students } = await seedSchool(request, ['가은', '나래', '다솜']);
  for (const student of students) await chooseWatchlist(request, student, ['005930']);
  const reason = '1학기 마지막 주에 삼성전자를 샀습니다.';
  await trade(request, students[0]!, 'buy', { symbol: '005930', quantity: 3, reason });

  await login(page, teacher.email, PASSWORD);
  await page.goto(`/teacher/class/${klass.id}`);
  const semester = page.getByRole('region', { name: '학기' });
  await semester.getByRole('button', { name: '클래스 종료' }).click();
  const confirm = page.getByRole('dialog', { name: '클래스 종료' });
  await expect(confirm).toContainText('학생 3명은 더 이상 주문할 수 없고');
  await confirm.getByRole('button', { name: '종료하기' }).click();
  await expect(page.getByText('클래스를 종료했습니다.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('종료');

  await semester.getByRole('button', { name: '다음 학기 클래스 만들기' }).click();
  const form = page.getByRole('dialog', { name: '다음 학기 클래스 만들기' });
  await form.getByLabel('클래스 이름').fill(`${klass.name} 2학기`);
  await form.getByLabel('시작일').fill('2026-08-17');
  await form.getByLabel('전체 선택').check();
  await form.getByLabel('다솜').uncheck();
  await expect(form.getByText('옮길 학생 (2/3명)')).toBeVisible();
  await form.getByRole('button', { name: '만들기' }).click();
  await expect(page.getByText('다음 학기 클래스를 만들었습니다.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${klass.name} 2학기`);
  const table = page.getByRole('table');
  await expect(table).toContainText('가은');
  await expect(table).toContainText('나래');
  await expect(table).not.toContainText('다솜');
  await logout(page);

  // 가은 signs in with the same login: the new class, its starting money, no 1학기 trades.
  const moved = await signIn(request, students[0]!.email);
  const fresh = await apiData<{ cash: number; holdings: unknown[] }>(
    await request.get('/api/portfolio', { headers: bearer(moved) }),
  );
  expect(fresh).toMatchObject({ cash: 10_000_000, holdings: [] });
  await login(page, students[0]!.email, PASSWORD);
  // A new class, new money: the welcome shows once more, and she skips it.
  await page.getByRole('dialog').getByRole('button', { name: '건너뛰기' }).click();
  await expect(page.getByTestId('class-ended-notice')).toHaveCount(0);
  await buyOne(page);
  await expect(page.getByText('매수 주문이 완료되었습니다')).toBeVisible();
  await logout(page);

  // 다솜 stays in the ended class: she reads the notice and her order is refused in Korean.
  await login(page, students[2]!.email, PASSWORD);
  await expect(page.getByTestId('class-ended-notice')).toContainText(
    '이 클래스는 종료되었어요. 거래 기록, 피드백과 분석은 계속 볼 수 있지만 새 주문은 할 수 없어요.',
  );
  const refused = await buyOne(page);
  await expect(refused.getByRole('alert')).toContainText('종료된 클래스에서는 주문할 수 없어요.');
  expectConsoleErrors(consoleErrors, /403/);
});
