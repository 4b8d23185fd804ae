import { expect, test } from './fixtures';
import { expectConsoleErrors, ignoreConsoleErrors, login, logout, uniqueEmail } from './helpers';
import { apiData, bearer, chooseWatchlist, PASSWORD, seedSchool, signIn, trade } from './school';

// The run shares one database: each 명렬표 takes a 학년·반 of its own, so its login IDs are new.
const someRoom = () => ({
  grade: 1 + Math.floor(Math.random() * 6),
  room: 10 + Math.floor(Math.random() * 90),
});

function rosterOf(count: number, { grade, room }: { grade: number; room: number }) {
  const lines = Array.from(
    { length: count },
    (_, i) => `${grade}\t${room}\t${i + 1}\t학생${i + 1}`,
  );
  return ['학년\t반\t번호\t이름', ...lines].join('\n');
}

test('a pasted 명렬표 of 30 becomes login cards; a student signs in, chooses a password and trades', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const { teacher, klass } = await seedSchool(request, []);
  const place = someRoom();
  await login(page, teacher.email, PASSWORD);
  await page.goto(`/teacher/class/${klass.id}`);
  await page.getByRole('tab', { name: '명렬표·가입 승인' }).click();
  await page.getByLabel('명렬표', { exact: true }).fill(rosterOf(30, place));
  await page.getByRole('button', { name: '미리 보기' }).click();
  await expect(page.getByText('새 계정 30명 · 이미 있음 0명 · 오류 0행')).toBeVisible();
  await page.getByRole('button', { name: '가져오기' }).click();

  await expect(page).toHaveURL(new RegExp(`/teacher/class/${klass.id}/cards$`));
  await expect(page.getByRole('button', { name: '인쇄하기 (30장)' })).toBeVisible();
  const card = page.getByRole('article', { name: '학생1 로그인 카드' });
  const number = `${place.grade}${String(place.room).padStart(2, '0')}01`;
  await expect(card).toContainText(number);
  await expect(card).toContainText(klass.code);
  await expect(card.locator('img')).toBeVisible();
  const loginId = (await card.locator('dd').nth(2).textContent())!;
  const temporary = (await card.locator('dd').nth(3).textContent())!;
  expect(loginId).toBe(`2026-${number}@stockclass.local`);

  await logout(page);
  await page.getByLabel('이메일').fill(loginId);
  await page.getByLabel('비밀번호').fill(temporary);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(/\/change-password$/);
  await page.getByLabel('지금 비밀번호 (임시 비밀번호)').fill(temporary);
  await page.getByLabel('새 비밀번호', { exact: true }).fill('mine2026');
  await page.getByLabel('새 비밀번호 확인').fill('mine2026');
  await page.getByRole('button', { name: '새 비밀번호 저장' }).click();
  await expect(page).toHaveURL(/\/watchlist-setup$/);
  // The dashboard's first calls meet WATCHLIST_REQUIRED, which sends a new student to choose stocks;
  // the last of them land after the redirect.
  await page.waitForLoadState('networkidle');
  expectConsoleErrors(consoleErrors, /403/);

  const student = await signIn(request, loginId, 'mine2026');
  await chooseWatchlist(request, student, ['005930']);
  const bought = await trade(request, student, 'buy', {
    symbol: '005930',
    quantity: 1,
    reason: '명렬표로 받은 계정으로 첫 매수를 해 봅니다.',
  });
  expect(bought.transaction.totalAmount).toBeGreaterThan(0);
  // A redirected dashboard call may still answer WATCHLIST_REQUIRED until the page is left.
  await page.goto('about:blank');
  ignoreConsoleErrors(consoleErrors, /403/);
});

test('a teacher approves a waiting group in one action', async ({ page, request }) => {
  const { teacher, klass } = await seedSchool(request, []);
  const names = ['대기가람', '대기나래', '대기다온'];
  for (const name of names) {
    await apiData(
      await request.post('/api/auth/register', {
        // Typed as students do: spaces and lower case.
        data: {
          email: uniqueEmail('waiting'),
          name,
          password: PASSWORD,
          classCode: ` ${klass.code.toLowerCase()} `,
        },
      }),
    );
  }
  await login(page, teacher.email, PASSWORD);
  await page.goto(`/teacher/class/${klass.id}`);
  await page.getByRole('tab', { name: '명렬표·가입 승인' }).click();
  await expect(page.getByRole('heading', { name: '가입 승인 대기 (3명)' })).toBeVisible();
  await page.getByRole('button', { name: '모두 승인' }).click();
  await expect(page.getByText('3명을 승인했습니다')).toBeVisible();
  await expect(page.getByRole('heading', { name: '가입 승인 대기 (0명)' })).toBeVisible();
  await page.getByRole('tab', { name: '학생 목록' }).click();
  for (const name of names) await expect(page.getByText(name, { exact: true })).toBeVisible();
});

test('a teacher resets a password from the class page and prints the new card', async ({
  page,
  request,
}) => {
  const { teacher, klass, students } = await seedSchool(request, ['비번잊음']);
  const student = students[0]!;
  await login(page, teacher.email, PASSWORD);
  await page.goto(`/teacher/class/${klass.id}`);
  const row = page.getByRole('row', { name: /비번잊음/ });
  await row.getByRole('button', { name: '비밀번호 재설정' }).click();
  await page.getByRole('button', { name: '재설정하고 카드 인쇄' }).click();
  await expect(page).toHaveURL(new RegExp(`/teacher/class/${klass.id}/cards$`));
  const card = page.getByRole('article', { name: '비번잊음 로그인 카드' });
  const temporary = (await card.locator('dd').nth(3).textContent())!;

  // The old session has ended; the new password opens only the password change.
  const me = await request.get('/api/auth/me', { headers: bearer(student) });
  expect(me.status()).toBe(401);
  const signedIn = await request.post('/api/auth/login', {
    data: { email: student.email, password: temporary },
  });
  expect((await signedIn.json()).data.mustChangePassword).toBe(true);
});
