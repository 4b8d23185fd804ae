import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { ADMIN, login, logout } from './helpers';
import { PASSWORD, chooseWatchlist, seedSchool } from './school';

test('a student downloads their data and asks for a name correction; the teacher approves; the admin sees the view in the access log', async ({
  page,
  request,
}) => {
  const { klass, teacher, students } = await seedSchool(request, ['정보하나', '정보두리']);
  await chooseWatchlist(request, students[0]!, ['005930']);
  await login(page, students[0]!.email, PASSWORD);
  await page.goto('/dashboard');
  const card = page.locator('.my-data-card');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: '내 정보 내려받기 (ZIP)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('내 정보.zip');
  const archive = (await readFile((await download.path())!)).toString('utf8');
  expect(archive).toContain('정보하나');
  expect(archive).not.toContain('정보두리');

  await card.getByLabel('이름 정정 요청').fill('정보하나나');
  await card.getByRole('button', { name: '요청하기' }).click();
  await expect(card).toContainText('최근 요청: 정보하나나 (선생님 확인 중)');
  await logout(page);

  await login(page, teacher.email, PASSWORD);
  await page.goto(`/teacher/class/${klass.id}`);
  const requests = page.getByRole('region', { name: '이름 정정 요청' });
  await expect(requests).toContainText('정보하나 → 정보하나나');
  await requests.getByRole('button', { name: '승인' }).click();
  await expect(page.getByText('이름을 바꿨습니다')).toBeVisible();
  await page.goto(`/teacher/student/${students[0]!.id}`);
  await expect(page.getByRole('heading', { name: '정보하나나' })).toBeVisible();
  await logout(page);

  await login(page, ADMIN.email, ADMIN.password);
  await page.getByRole('tab', { name: '접근 기록' }).click();
  await expect(
    page.getByRole('row').filter({ hasText: '학생 활동 조회' }).filter({ hasText: '정보하나나' }),
  ).toBeVisible();
});

test("a teacher erases one student's data: the page says so, the login is gone, the admin sees the 파기", async ({
  page,
  request,
}) => {
  const { klass, teacher, students } = await seedSchool(request, ['파기하나', '남는두리']);
  const [erased, kept] = students as [(typeof students)[0], (typeof students)[0]];
  await login(page, teacher.email, PASSWORD);
  await page.goto(`/teacher/student/${erased.id}`);
  await expect(page.getByRole('heading', { name: '파기하나' })).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: '개인정보 파기' }).click();
  await expect(page.getByText('개인정보를 파기했습니다')).toBeVisible();
  await expect(page.getByRole('heading', { name: '학생 1' })).toBeVisible();
  await expect(page.getByText('개인정보를 파기한 학생입니다')).toBeVisible();
  await expect(page.getByText(/erased\.invalid/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: '개인정보 파기' })).toHaveCount(0);
  await page.goto(`/teacher/class/${klass.id}`);
  await expect(page.getByText('남는두리').first()).toBeVisible();
  await expect(page.getByText('파기하나')).toHaveCount(0);
  await logout(page);

  const signIn = await request.post('/api/auth/login', {
    data: { email: erased.email, password: PASSWORD },
  });
  expect(signIn.status()).toBe(401);
  expect(kept.name).toBe('남는두리');

  await login(page, ADMIN.email, ADMIN.password);
  await page.getByRole('tab', { name: '접근 기록' }).click();
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: '개인정보 파기' })
      .filter({ hasText: '학생 1' })
      .filter({ hasText: klass.name }),
  ).toBeVisible();
});
