import { expect, type APIRequestContext, type Page } from '@playwright/test';

// The bootstrap admin that playwright.config.ts gives the server (ADMIN_EMAIL / ADMIN_PASSWORD).
export const ADMIN = { email: 'admin@e2e.test', password: 'admin1234' } as const;

let counter = 0;
/** An email no other test in this run uses (the e2e database lives for the whole run). */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@e2e.test`;
}

/** Signs in through the login form and waits for the role's home page. */
export async function login(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('이메일').fill(email);
  await page.getByLabel('비밀번호').fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(/\/(admin|teacher|dashboard|watchlist-setup)$/);
}

export async function logout(page: Page) {
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/**
 * The school names its 개인정보 보호책임자 (the server refuses classes until it has), as the admin
 * does once in 관리자 → 개인정보·점검표.
 */
export async function namePrivacyOfficer(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: ADMIN });
  const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data;
  const saved = await request.put('/api/admin/privacy/officer', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: { name: '김보호', department: '정보부', phone: '02-123-4567' },
  });
  expect(saved.ok()).toBe(true);
}

/** As the signed-in admin: creates a teacher account from the admin console. */
export async function createTeacher(
  page: Page,
  teacher: { email: string; name: string; password: string },
) {
  await namePrivacyOfficer(page.request);
  await page.goto('/admin');
  await page.getByRole('tab', { name: '교사 계정 생성' }).click();
  const form = page.locator('form', { has: page.getByRole('heading', { name: '교사 계정 생성' }) });
  await form.getByLabel('이메일').fill(teacher.email);
  await form.getByLabel('이름').fill(teacher.name);
  await form.getByLabel('비밀번호').fill(teacher.password);
  await form.getByRole('button', { name: '교사 계정 생성' }).click();
  await expect(page.getByText('교사 계정이 생성되었습니다')).toBeVisible();
}

/** As the signed-in teacher: creates a class and returns the code students join with. */
export async function createClass(page: Page, name: string): Promise<string> {
  await page.goto('/teacher');
  await page.getByRole('button', { name: /새 클래스|첫 클래스 만들기/ }).click();
  const dialog = page.getByRole('dialog', { name: '새 클래스 만들기' });
  await dialog.getByLabel('클래스 이름').fill(name);
  await dialog.getByRole('button', { name: '만들기' }).click();
  await expect(page.getByText('클래스가 생성되었습니다.')).toBeVisible();
  const card = page.locator('.class-card', { has: page.getByRole('link', { name }) });
  const code = (await card.locator('.class-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-HJKMNP-Z2-9]{6,10}$/);
  return code;
}

/** Fills and sends the registration form; the app returns to /login on success. */
export async function register(
  page: Page,
  student: { email: string; name: string; password: string; classCode: string },
) {
  await page.goto('/register');
  await page.getByLabel('이메일').fill(student.email);
  await page.getByLabel('이름').fill(student.name);
  await page.getByLabel('비밀번호', { exact: true }).fill(student.password);
  await page.getByLabel('비밀번호 확인').fill(student.password);
  await page.getByLabel('클래스 코드').fill(student.classCode);
  await page.getByRole('button', { name: '회원가입', exact: true }).last().click();
  await expect(
    page.getByText('회원가입이 완료되었습니다! 승인 후 로그인이 가능합니다.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
}

/**
 * Takes out of the collected console errors the ones a step provokes on purpose (the browser
 * logs every 4xx response), and checks that they did happen.
 */
export function expectConsoleErrors(errors: string[], pattern: RegExp) {
  const expected = errors.filter((error) => pattern.test(error));
  expect(expected.length, `console errors matching ${pattern}`).toBeGreaterThan(0);
  ignoreConsoleErrors(errors, pattern);
}

/** Drops console errors a step may cause without checking that it did (e.g. a redirect's 403). */
export function ignoreConsoleErrors(errors: string[], pattern: RegExp) {
  errors.splice(0, errors.length, ...errors.filter((error) => !pattern.test(error)));
}

export type Theme = 'light' | 'dark';

/** Switches the theme the way a user does, with the header's toggle (the choice is stored). */
export async function useTheme(page: Page, theme: Theme) {
  const html = page.locator('html');
  if ((await html.getAttribute('data-theme')) !== theme) {
    await page.getByRole('button', { name: /테마로 전환/ }).click();
  }
  await expect(html).toHaveAttribute('data-theme', theme);
  // Two frames for the new theme to be painted everywhere before anything measures its colours
  // (axe once read a formula's colour from the theme before, in a page of KaTeX).
  await page.evaluate(
    () => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))),
  );
}

/**
 * The legend colours of the page's line charts that are not one of the current theme's line
 * colours (a chart drawn in the other theme shows here).
 */
export function chartLinesOutsideTheme(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // One probe per colour: one probe restyled in a loop read the first colour four times.
    const probes = ['--primary', '--ma5', '--ma20', '--down'].map((name) => {
      const probe = document.body.appendChild(document.createElement('span'));
      probe.style.color = `var(${name})`;
      return probe;
    });
    const themeColours = probes.map((probe) => getComputedStyle(probe).color);
    for (const probe of probes) probe.remove();
    // The first legend entry is the x value (a date): only the lines have a colour of their own.
    return [
      ...document.querySelectorAll<HTMLElement>(
        '.series-chart .u-series:not(:first-child) .u-marker',
      ),
    ]
      .map((marker) => getComputedStyle(marker).borderTopColor)
      .filter((colour) => !themeColours.includes(colour));
  });
}
