import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { login, logout, useTheme } from './helpers';
import { keep, overflowX, seriousViolations } from './lesson-checks';
import { pdfPageSizes } from './pdf';
import { PASSWORD, seedSchool } from './school';

// ADR 0043: a class marked 중학교 holds its student on the consent page until the teacher
// confirms the guardian's consent, from the keyboard, on a phone and on a desktop.

const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1440, height: 900 };

/** Each theme at each width: no serious axe finding in `scope`, no sideways scroll. */
async function checkEverywhere(page: Page, testInfo: TestInfo, scope: string, name: string) {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    for (const theme of ['light', 'dark'] as const) {
      await useTheme(page, theme);
      const shot = `${name}-${size.width}-${theme}`;
      expect.soft(await seriousViolations(page, scope), shot).toEqual([]);
      expect(await overflowX(page), `${shot}: sideways scroll`).toBeLessThanOrEqual(0);
      await keep(page, testInfo, shot);
    }
  }
}

/** A student awaiting consent signs in to the consent page, not their dashboard. */
async function signInAwaiting(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('이메일').fill(email);
  await page.getByLabel('비밀번호').fill(PASSWORD);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(/\/guardian-consent$/);
}

test('a teacher marks the class 중학교, the student waits on the consent page, the teacher confirms by keyboard', async ({
  page,
}, testInfo) => {
  const { klass, teacher, students } = await seedSchool(page.request, ['동의하나']);
  const [student] = students;

  await login(page, teacher.email, PASSWORD);
  await page.goto(`/teacher/class/${klass.id}`);
  const panel = page.getByRole('region', { name: '보호자 동의 (만 14세 미만)' });
  // Saved at once: the box turns checked when the server has stored the mark.
  const mark = panel.getByRole('checkbox', { name: '중학교 (만 14세 미만 포함)' });
  await mark.click();
  await expect(mark).toBeChecked();
  await expect(panel.getByTestId('consent-awaiting-count')).toContainText(
    '보호자 동의 확인을 기다리는 학생 1명',
  );
  await logout(page);

  await signInAwaiting(page, student!.email);
  await expect(page.getByRole('heading', { name: '보호자 동의가 필요해요' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /개인정보 수집·이용 동의서/ })).toBeVisible();
  await expect(page.locator('.guardian-consent-form')).toContainText(klass.name);
  // The form for the guardian to sign prints alone on A4, not the locale's Letter.
  for (const size of pdfPageSizes(await page.pdf({ preferCSSPageSize: true })))
    expect(size).toEqual([595, 842]);
  // Nothing else opens: the dashboard sends them back.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/guardian-consent$/);
  await checkEverywhere(page, testInfo, '.guardian-consent-page', 'consent-student');
  await logout(page);

  await login(page, teacher.email, PASSWORD);
  await page.setViewportSize(PHONE);
  await page.goto(`/teacher/class/${klass.id}`);
  const form = page.getByRole('form', { name: '보호자 동의 확인' });
  await expect(form).toBeVisible();
  await checkEverywhere(page, testInfo, '.consent-panel', 'consent-teacher');
  await page.setViewportSize(PHONE);
  await form.getByRole('checkbox', { name: '동의하나' }).focus();
  await page.keyboard.press('Space');
  await expect(form.getByRole('checkbox', { name: '동의하나' })).toBeChecked();
  await form.getByLabel('받은 방법').selectOption('WRITTEN');
  await form.getByRole('button', { name: '동의 확인 (1명)' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('보호자 동의를 확인했습니다.')).toBeVisible();
  await expect(panel.getByTestId('consent-awaiting-count')).toHaveText(
    '모든 학생의 보호자 동의를 확인했습니다.',
  );
  await panel.getByText('동의를 확인한 학생 1명').click();
  await expect(panel.locator('.consented-list')).toContainText('서면 동의서 · 확인 박선생');
  await logout(page);

  await login(page, student!.email, PASSWORD);
  await expect(page).not.toHaveURL(/guardian-consent/);
});
