import { expect, test } from './fixtures';
import {
  ADMIN,
  createClass,
  createTeacher,
  expectConsoleErrors,
  ignoreConsoleErrors,
  login,
  logout,
  register,
  uniqueEmail,
} from './helpers';

test('admin creates a teacher, the teacher a class, and a student joins with its code after approval', async ({
  page,
  consoleErrors,
}) => {
  const teacher = { email: uniqueEmail('teacher'), name: '김선생', password: 'teach123' };
  const student = { email: uniqueEmail('student'), name: '이학생', password: 'study123' };

  await test.step('the bootstrap admin signs in and creates a teacher', async () => {
    await login(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/admin$/);
    await createTeacher(page, teacher);
    await page.getByRole('tab', { name: /전체 사용자/ }).click();
    const row = page.getByRole('row', { name: new RegExp(teacher.email) });
    await expect(row.getByText('교사', { exact: true })).toBeVisible();
    await logout(page);
  });

  const className = `경제수학 ${Date.now().toString(36)}반`;
  let classCode = '';
  await test.step('the teacher signs in, creates a class and reads its code', async () => {
    await login(page, teacher.email, teacher.password);
    await expect(page).toHaveURL(/\/teacher$/);
    classCode = await createClass(page, className);
    await logout(page);
  });

  await test.step('a student registers with the code and waits for approval', async () => {
    await register(page, { ...student, classCode: classCode.toLowerCase() });
    await page.getByLabel('이메일').fill(student.email);
    await page.getByLabel('비밀번호').fill(student.password);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page.getByRole('heading', { name: '승인을 기다리고 있어요' })).toBeVisible();
    await expect(page.getByText('아직 승인되지 않은 계정입니다')).toBeVisible();
    await expect(page.getByText(className, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expectConsoleErrors(consoleErrors, /403/);
  });

  await test.step('the teacher approves the student', async () => {
    await login(page, teacher.email, teacher.password);
    const pending = page.getByRole('region', { name: /승인 대기 중인 학생/ });
    const row = pending.getByRole('row', { name: new RegExp(student.email) });
    await expect(row).toContainText(className);
    await row.getByRole('button', { name: '학생으로 승인' }).click();
    await expect(page.getByText(`${student.name} 학생을 승인했습니다`)).toBeVisible();
    await expect(
      page.locator('.class-card', { has: page.getByRole('link', { name: className }) }),
    ).toContainText('1명');
    await logout(page);
  });

  await test.step('the student signs in and lands on the student side', async () => {
    await login(page, student.email, student.password);
    await expect(page).toHaveURL(/\/(dashboard|watchlist-setup)$/);
    await expect(page.getByText('로그인 성공!')).toBeVisible();
    await expect(page.getByRole('banner')).toContainText(student.name);
    await expect(page.getByRole('dialog', { name: `${student.name}님, 환영해요!` })).toBeVisible();
    // A new student has no watchlist yet: the dashboard's calls may answer 403 WATCHLIST_REQUIRED,
    // the last of them after the redirect.
    await page.waitForLoadState('networkidle');
    ignoreConsoleErrors(consoleErrors, /403/);
  });
});

test('the forms show the catalogue’s validation messages before anything is sent', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByText('이메일을 입력해주세요')).toBeVisible();
  await expect(page.getByText('비밀번호를 입력해주세요')).toBeVisible();

  await page.goto('/register');
  await page.getByLabel('이메일').fill('not-an-email');
  await page.getByLabel('이름').fill('김');
  await page.getByLabel('비밀번호', { exact: true }).fill('abcdefg');
  await page.getByLabel('비밀번호 확인').fill('abcdefh');
  await page.getByLabel('클래스 코드').fill('ABC');
  await page.getByRole('button', { name: '회원가입', exact: true }).last().click();
  for (const message of [
    '올바른 이메일 형식이 아닙니다',
    '이름은 2자 이상이어야 합니다',
    '비밀번호는 숫자를 포함해야 합니다',
    '비밀번호가 일치하지 않습니다',
    '클래스 코드는 6자리입니다',
  ])
    await expect(page.getByText(message)).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});

test('a non-admin who opens /admin is sent to /dashboard', async ({ page }) => {
  const teacher = { email: uniqueEmail('teacher'), name: '박선생', password: 'teach123' };
  await login(page, ADMIN.email, ADMIN.password);
  await createTeacher(page, teacher);
  await logout(page);
  await login(page, teacher.email, teacher.password);
  await page.goto('/admin');
  // /dashboard itself sends a teacher on to /teacher.
  await expect(page).toHaveURL(/\/(dashboard|teacher)$/);
  await expect(page.getByRole('heading', { name: '관리자' })).toHaveCount(0);
});
