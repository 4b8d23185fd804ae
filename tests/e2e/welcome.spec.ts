import { expect, test } from './fixtures';
import { expectConsoleErrors, ignoreConsoleErrors, uniqueEmail } from './helpers';
import { apiData, bearer, PASSWORD, seedSchool } from './school';

test('a student waiting for approval sees a waiting page, checks again, and is let in once approved', async ({
  page,
  request,
  consoleErrors,
}) => {
  const { teacher, klass } = await seedSchool(request, []);
  const email = uniqueEmail('waiting');
  await apiData(
    await request.post('/api/auth/register', {
      data: { email, name: '대기하늘', password: PASSWORD, classCode: klass.code },
    }),
  );

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/login');
  await page.getByLabel('이메일').fill(email);
  await page.getByLabel('비밀번호').fill(PASSWORD);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByRole('heading', { name: '승인을 기다리고 있어요' })).toBeVisible();
  await expect(page.getByText(klass.name, { exact: true })).toBeVisible();
  await expect(page.getByText('박선생', { exact: true })).toBeVisible();
  await expect(
    page.getByText('박선생 선생님이 클래스 화면에서 가입 요청을 승인해요.'),
  ).toBeVisible();
  // A waiting page, not an error: no red alert box.
  await expect(page.locator('.form-alert')).toHaveCount(0);

  await page.getByRole('button', { name: '다시 확인' }).click();
  await expect(page.getByRole('status')).toHaveText(
    '아직 승인 전이에요. 조금 뒤에 다시 확인해 주세요.',
  );
  expectConsoleErrors(consoleErrors, /403/);

  const pending = await apiData<Array<{ id: number; email: string }>>(
    await request.get('/api/teacher/pending', { headers: bearer(teacher) }),
  );
  const id = pending.find((user) => user.email === email)!.id;
  await apiData(
    await request.put(`/api/teacher/pending/${id}/approve`, { headers: bearer(teacher) }),
  );

  await page.getByRole('button', { name: '다시 확인' }).click();
  await expect(page).toHaveURL(/\/(dashboard|watchlist-setup)$/);
  await expect(page.getByRole('dialog', { name: '대기하늘님, 환영해요!' })).toBeVisible();
  // A new student has no watchlist: the dashboard's calls answer 403 WATCHLIST_REQUIRED.
  await page.waitForLoadState('networkidle');
  ignoreConsoleErrors(consoleErrors, /403/);
});

test('a 명렬표 student chooses a password, adds an e-mail, reads the welcome once and signs in with the e-mail', async ({
  page,
  request,
  consoleErrors,
}) => {
  const { teacher, klass } = await seedSchool(request, []);
  // Rooms under 10 are this spec's: the roster spec picks 10–99, and the run shares one database.
  const imported = await apiData<{
    created: Array<{ loginId: string; temporaryPassword: string }>;
  }>(
    await request.post(`/api/teacher/classes/${klass.id}/roster`, {
      headers: bearer(teacher),
      data: { text: '학년,반,번호,이름\n3,7,1,첫로그인' },
    }),
  );
  const card = imported.created[0]!;
  const ownEmail = uniqueEmail('garam');

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/login');
  await page.getByLabel('이메일').fill(card.loginId);
  await page.getByLabel('비밀번호').fill(card.temporaryPassword);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(/\/change-password$/);
  await page.getByLabel('지금 비밀번호 (임시 비밀번호)').fill(card.temporaryPassword);
  await page.getByLabel('새 비밀번호', { exact: true }).fill('mine2026');
  await page.getByLabel('새 비밀번호 확인').fill('mine2026');
  await page.getByLabel('내 이메일 (선택)').fill('garam');
  await page.getByRole('button', { name: '새 비밀번호 저장' }).click();
  await expect(page.getByText('올바른 이메일 형식이 아닙니다')).toBeVisible();
  await page.getByLabel('내 이메일 (선택)').fill(ownEmail);
  await page.getByRole('button', { name: '새 비밀번호 저장' }).click();

  const welcome = page.getByRole('dialog', { name: '첫로그인님, 환영해요!' });
  await expect(welcome).toBeVisible();
  await expect(welcome).toContainText(`${klass.name}에서 가상 자금 ₩10,000,000으로`);
  for (const ask of ['근거', '회고', '규칙'])
    await expect(welcome.getByText(ask, { exact: true })).toBeVisible();
  // Within a phone's width, and closed from the keyboard.
  const box = (await welcome.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  await expect(welcome.getByRole('button', { name: '건너뛰기' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(welcome).toBeHidden();
  await page.waitForLoadState('networkidle');

  await page.reload();
  await expect(page.getByRole('heading', { name: '관심종목', exact: false }).first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: '로그아웃' }).click();
  await page.getByLabel('이메일').fill(ownEmail);
  await page.getByLabel('비밀번호').fill('mine2026');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(/\/(dashboard|watchlist-setup)$/);
  await expect(page.getByRole('banner')).toContainText('첫로그인');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  ignoreConsoleErrors(consoleErrors, /403/);
});
