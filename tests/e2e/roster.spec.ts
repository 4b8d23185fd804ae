import { LOGIN_ID_DOMAIN } from '../../src/shared/schemas/auth';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  expectConsoleErrors,
  ignoreConsoleErrors,
  login,
  logout,
  uniqueEmail,
  useTheme,
} from './helpers';
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
  // The card prints the ID a student types: the domain every login ID shares is left off.
  expect(loginId).toBe(`2026-${number}`);

  // The cards print an address a phone can open: the server's network address before the
  // teacher's localhost, which is named for what it is when chosen.
  const origin = new URL(page.url()).origin;
  const addressChoice = page.getByLabel('카드에 인쇄할 접속 주소');
  const offered = await addressChoice
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  expect(offered.at(-1)).toBe(origin);
  await addressChoice.selectOption(origin);
  const warning = page.locator('.login-cards-address').getByRole('alert');
  await expect(warning).toContainText('학생 휴대폰에서는 열리지 않으니');
  await expect(card).toContainText(`${origin}/login`);
  if (offered.length > 1) {
    await addressChoice.selectOption(offered[0]!);
    await expect(card).toContainText(`${offered[0]}/login`);
    await expect(warning).toHaveCount(0);
  }

  // Ten cards to an A4 sheet, or eight larger ones; the printed rows follow the choice.
  const sheets = page.getByRole('group', { name: /^\d+쪽$/ });
  await expect(sheets).toHaveCount(3);
  await page.getByRole('radio', { name: '8장' }).check();
  await expect(sheets).toHaveCount(4);
  await expect(sheets.first().getByRole('article')).toHaveCount(8);
  // Printed from the dark theme too, the paper is white to its edges (a dark color-scheme on
  // <html> painted the margins).
  await useTheme(page, 'dark');
  await page.emulateMedia({ media: 'print' });
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(
    'light',
  );
  const printedHeight = (await card.boundingBox())!.height;
  expect(printedHeight / (96 / 25.4)).toBeCloseTo(62, 0);
  // Printed, four sheets of eight are four A4 pages: no card pushed over, no blank page after.
  expect(pdfPages(await page.pdf({ format: 'A4' }))).toBe(4);
  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('radio', { name: '10장' }).check();
  await page.emulateMedia({ media: 'print' });
  expect(pdfPages(await page.pdf({ format: 'A4' }))).toBe(3);
  await page.emulateMedia({ media: 'screen' });
  const cards = await readCards(page);
  expect(cards).toHaveLength(30);

  await logout(page);
  await page.getByLabel('이메일 또는 로그인 ID').fill(loginId);
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

  // The other 29 sign in with their cards, choose a password and place an order each.
  for (const other of cards.filter((c) => c.loginId !== loginId)) {
    const session = await signIn(request, other.loginId, other.temporaryPassword);
    await apiData(
      await request.post('/api/auth/change-password', {
        headers: bearer(session),
        data: { currentPassword: other.temporaryPassword, newPassword: 'mine2026' },
      }),
    );
    await chooseWatchlist(request, session, ['005930']);
    await trade(request, session, 'buy', {
      symbol: '005930',
      quantity: 1,
      reason: '로그인 카드로 들어와서 첫 매수를 해 봅니다.',
    });
  }
  // The browser still holds the first student's session: the teacher signs in on a clean one,
  // cleared on a page of the same origin that runs no app code (the app would call with it).
  await page.context().clearCookies();
  await page.goto('/api/health');
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await login(page, teacher.email, PASSWORD);
  await page.goto(`/teacher/class/${klass.id}`);
  const rows = page.locator('table.class-students tbody tr');
  await expect(rows).toHaveCount(30);
  await expect(
    rows.filter({ has: page.locator('[data-label="보유 종목"]', { hasText: '1개' }) }),
  ).toHaveCount(30);
});

/** The pages of a PDF Chromium printed (each page object names its type once). */
const pdfPages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length ?? 0;

/** Every card on the page: the login ID and the temporary password, as a student reads them. */
async function readCards(page: Page) {
  return page.getByRole('article').evaluateAll((articles) =>
    articles.map((article) => {
      const values = [...article.querySelectorAll('dd')].map((dd) => dd.textContent ?? '');
      return { loginId: values[2]!, temporaryPassword: values[3]! };
    }),
  );
}

test('a malformed 명렬표 shows each bad line in Korean and creates nothing', async ({
  page,
  request,
}) => {
  const { teacher, klass } = await seedSchool(request, []);
  const { grade, room } = someRoom();
  await login(page, teacher.email, PASSWORD);
  await page.goto(`/teacher/class/${klass.id}`);
  await page.getByRole('tab', { name: '명렬표·가입 승인' }).click();
  const text = [
    '2026학년도 명렬표',
    '학년,반,번호,이름',
    `${grade},${room},1,김가람`,
    `${grade},${room},2,`,
    `${grade},${room},1,이나래`,
  ].join('\n');
  await page.getByLabel('명렬표', { exact: true }).fill(text);
  await page.getByRole('button', { name: '미리 보기' }).click();
  await expect(page.getByText('새 계정 1명 · 이미 있음 0명 · 오류 2행')).toBeVisible();
  await expect(page.getByText('제목 줄로 보고 건너뛴 행: 1행 「2026학년도 명렬표」')).toBeVisible();
  const number = `${grade}${String(room).padStart(2, '0')}01`;
  await expect(page.getByRole('row', { name: /^4 / })).toContainText('이름이 비어 있습니다');
  await expect(page.getByRole('row', { name: /이나래/ })).toContainText(
    `학번 ${number}이 3행과 겹칩니다`,
  );
  await page.getByRole('button', { name: '가져오기' }).click();
  const dialog = page.getByRole('dialog', { name: '오류 행을 빼고 가져오시겠습니까?' });
  await expect(dialog).toContainText('오류가 있는 2개 행은 만들지 않고');
  await dialog.getByRole('button', { name: '취소' }).click();
  await expect(dialog).toBeHidden();

  const detail = await apiData<{ students: unknown[] }>(
    await request.get(`/api/teacher/classes/${klass.id}`, { headers: bearer(teacher) }),
  );
  expect(detail.students).toEqual([]);
});

// "2026학년도 명렬표" and "학년,반,번호,이름" as NEIS saves them (CP949), then the students.
const CP949 = {
  title: '32303236C7D0B3E2B5B520B8EDB7C4C7A50A',
  header: 'C7D0B3E22CB9DD2CB9F8C8A32CC0CCB8A70A',
  홍길동: 'C8ABB1E6B5BF',
  김가람: 'B1E8B0A1B6F7',
} as const;

test('a CP949 명렬표 file is read as Korean and previewed', async ({ page, request }) => {
  const { teacher, klass } = await seedSchool(request, []);
  const { grade, room } = someRoom();
  const line = (no: number, name: '홍길동' | '김가람') =>
    Buffer.concat([
      Buffer.from(`${grade},${room},${no},`),
      Buffer.from(CP949[name], 'hex'),
      Buffer.from('\r\n'),
    ]);
  const file = Buffer.concat([
    Buffer.from(CP949.title, 'hex'),
    Buffer.from(CP949.header, 'hex'),
    line(1, '홍길동'),
    line(2, '김가람'),
  ]);
  await login(page, teacher.email, PASSWORD);
  await page.goto(`/teacher/class/${klass.id}`);
  await page.getByRole('tab', { name: '명렬표·가입 승인' }).click();
  await page
    .getByLabel('또는 파일 (CSV, UTF-8 또는 CP949)')
    .setInputFiles({ name: '명렬표.csv', mimeType: 'text/csv', buffer: file });
  await expect(page.getByRole('textbox', { name: '명렬표', exact: true })).toHaveValue(
    /^2026학년도 명렬표\r?\n학년,반,번호,이름/,
  );
  await page.getByRole('button', { name: '미리 보기' }).click();
  await expect(page.getByText('새 계정 2명 · 이미 있음 0명 · 오류 0행')).toBeVisible();
  const prefix = `${grade}${String(room).padStart(2, '0')}`;
  await expect(page.getByRole('row', { name: /홍길동/ })).toContainText(
    `2026-${prefix}01@stockclass.local`,
  );
  await expect(page.getByRole('row', { name: /김가람/ })).toContainText(`${prefix}02`);
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

test('a teacher approves the chosen students and turns one away', async ({ page, request }) => {
  const { teacher, klass } = await seedSchool(request, []);
  for (const name of ['선택가람', '선택나래', '거절다온'])
    await apiData(
      await request.post('/api/auth/register', {
        data: { email: uniqueEmail('chosen'), name, password: PASSWORD, classCode: klass.code },
      }),
    );
  await login(page, teacher.email, PASSWORD);
  await page.goto(`/teacher/class/${klass.id}`);
  await page.getByRole('tab', { name: '명렬표·가입 승인' }).click();
  await page.getByLabel('선택가람 선택').check();
  await page.getByLabel('선택나래 선택').check();
  await page.getByRole('button', { name: '선택 승인 (2)' }).click();
  await expect(page.getByText('2명을 승인했습니다')).toBeVisible();
  await expect(page.getByRole('heading', { name: '가입 승인 대기 (1명)' })).toBeVisible();
  await page
    .getByRole('row', { name: /거절다온/ })
    .getByRole('button', { name: '거절' })
    .click();
  await page
    .getByRole('dialog', { name: '가입 요청 거절' })
    .getByRole('button', { name: '거절' })
    .click();
  await expect(page.getByText('거절다온 학생의 가입 요청을 거절했습니다')).toBeVisible();
  await expect(page.getByRole('heading', { name: '가입 승인 대기 (0명)' })).toBeVisible();
  await page.getByRole('tab', { name: '학생 목록' }).click();
  await expect(page.getByText('선택가람', { exact: true })).toBeVisible();
  await expect(page.getByText('선택나래', { exact: true })).toBeVisible();
  await expect(page.getByText('거절다온', { exact: true })).toHaveCount(0);
});

test('the sign-up form says how long its data is kept and what refusing means', async ({
  page,
}) => {
  await page.goto('/register');
  await page.getByText('개인정보 수집·이용 안내').click();
  const notice = page.locator('.privacy-notice');
  await expect(notice).toContainText('클래스가 끝날 때까지 보관하고');
  await expect(notice).toContainText('관리자가 파기해요');
  // Who sees the name: classmates too, on the boards the teacher sets (as the 처리방침 says).
  await expect(notice).toContainText('반 친구들에게도 보일 수 있어요');
  await expect(notice).not.toContainText('이름과 이메일은 담당 선생님과 관리자만');
  await expect(notice).toContainText('동의하지 않으면 회원가입을 할 수 없으니');
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

test('lost cards: the card page makes new ones for the students who have not signed in', async ({
  page,
  request,
}) => {
  const { teacher, klass } = await seedSchool(request, []);
  const place = someRoom();
  // The import's answer, the only copy of its passwords, never reaches the printer.
  const imported = await apiData<{
    created: Array<{ loginId: string; temporaryPassword: string }>;
  }>(
    await request.post(`/api/teacher/classes/${klass.id}/roster`, {
      headers: bearer(teacher),
      data: { text: rosterOf(2, place) },
    }),
  );
  const [lost] = imported.created;
  await login(page, teacher.email, PASSWORD);
  await page.goto(`/teacher/class/${klass.id}/cards`);
  await expect(page.getByText('인쇄할 카드가 없습니다.')).toBeVisible();
  await page.getByRole('button', { name: '로그인 전 학생 카드 새로 만들기' }).click();
  await page
    .getByRole('dialog', { name: '로그인 카드 새로 만들기' })
    .getByRole('button', { name: '새로 만들기' })
    .click();
  await expect(page.getByRole('button', { name: '인쇄하기 (2장)' })).toBeVisible();
  const card = page.getByRole('article', { name: '학생1 로그인 카드' });
  await expect(card).toContainText(/사용 기한\d+월 \d+일까지/);
  const [fresh] = await readCards(page);
  // The card prints the ID as a student types it (the login form completes the domain).
  expect(`${fresh!.loginId}@${LOGIN_ID_DOMAIN}`).toBe(lost!.loginId);

  // Ten to a sheet still fit with the card's last day on it.
  await page.emulateMedia({ media: 'print' });
  const content = await card.evaluate((article) => article.scrollHeight - article.clientHeight);
  expect(content).toBeLessThanOrEqual(0);
  await page.emulateMedia({ media: 'screen' });

  const signInWith = (password: string) =>
    request.post('/api/auth/login', { data: { email: lost!.loginId, password } });
  expect((await signInWith(lost!.temporaryPassword)).status()).toBe(401);
  expect((await signInWith(fresh!.temporaryPassword)).status()).toBe(200);
});
