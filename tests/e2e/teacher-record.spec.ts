import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { login, useTheme } from './helpers';
import { keep, overflowX, seriousViolations } from './lesson-checks';
import { apiData, bearer, chooseWatchlist, PASSWORD, seedSchool, trade } from './school';

// ADR 0042: the 세특 page shows the dated 누가기록 with links to the evidence, offers the app's
// facts only as a checklist that copies nothing, keeps the teacher's own text on the server, and
// prints it as the teacher's record.

const NOTE =
  '이 세특은 담당 교사가 수업에서 학생을 직접 관찰하고 쓴 기록입니다. 누가기록은 그 근거로 StockClass가 날짜별로 남긴 학생의 활동입니다.';
const WRITTEN =
  '매도한 뒤 처음 세운 판단 근거와 실제 결과를 스스로 비교하고, 다음 매수에서는 나누어 사는 계획을 세워 실행함.';
const FACT = /매도 후 회고 1편을 작성하며/;

/** A 회고 과제 the student completes and a free 과제 the teacher marks: two 성취기준. */
async function seedRecord(request: Parameters<typeof seedSchool>[0]) {
  const { teacher, klass, students } = await seedSchool(request, ['이서연']);
  const [seoyeon] = students as [(typeof students)[0]];
  const headers = bearer(teacher);
  const assign = async (title: string, standard: string, task: object) =>
    apiData<{ id: number }>(
      await request.post(`/api/teacher/classes/${klass.id}/assignments`, {
        headers,
        data: { title, dueAt: '2099-12-31T23:59:00+09:00', standard, task },
      }),
    );
  await assign('매도 회고 쓰기', '12경수01-01', { kind: 'reflection', count: 1 });
  const free = await assign('세금 계산 발표', '12경수01-03', { kind: 'free', instructions: '' });
  await chooseWatchlist(request, seoyeon, ['005930']);
  const reason = '반도체 업황이 좋아질 것 같아서 삽니다';
  await trade(request, seoyeon, 'buy', { symbol: '005930', quantity: 2, reason });
  const sold = await trade(request, seoyeon, 'sell', {
    symbol: '005930',
    quantity: 1,
    reason: '목표 가격에 닿아 절반을 팝니다',
  });
  await apiData(
    await request.post(`/api/trading/trades/${sold.transaction.id}/reflection`, {
      headers: bearer(seoyeon),
      data: { text: '계획보다 일찍 팔았지만 근거대로 했어요' },
    }),
  );
  await apiData(
    await request.put(`/api/teacher/assignments/${free.id}/marks/${seoyeon.id}`, {
      headers,
      data: { done: true },
    }),
  );
  return { teacher, klass, student: seoyeon, sellId: sold.transaction.id };
}

/** The 세특 page in each theme: no serious axe finding, no sideways scroll, a screenshot. */
async function checkThemes(page: Page, testInfo: TestInfo, name: string) {
  for (const theme of ['light', 'dark'] as const) {
    await useTheme(page, theme);
    expect.soft(await seriousViolations(page, '.report-page'), `${name} ${theme}`).toEqual([]);
    expect(await overflowX(page), `${name} ${theme}: sideways scroll`).toBeLessThanOrEqual(0);
    await keep(page, testInfo, `${name}-${theme}`);
  }
}

test('the teacher reads the 누가기록, ticks facts, writes and saves their own 세특, and prints it', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { teacher, klass, student, sellId } = await seedRecord(request);
  await login(page, teacher.email, PASSWORD);
  await page.goto(`/teacher/student/${student.id}/report`);
  const record = page.getByRole('article', { name: '세특 누가기록' });
  await expect(record.getByText(NOTE)).toBeVisible();

  // Dated entries under their 성취기준, each with a link to the evidence.
  const reflection = record.locator('.evidence-group', { hasText: '[12경수01-01]' });
  const entry = reflection.getByRole('listitem').filter({ hasText: '과제 완료: 매도 회고 쓰기' });
  await expect(entry.locator('time')).toHaveText(/^\d{4}\.\s?\d{1,2}\.\s?\d{1,2}\.?$/);
  await expect(entry.getByRole('link', { name: '거래 보기' })).toHaveAttribute(
    'href',
    `/teacher/student/${student.id}#trade-${sellId}`,
  );
  const tax = record.locator('.evidence-group', { hasText: '[12경수01-03]' });
  await expect(tax.getByText('과제 완료: 세금 계산 발표')).toBeVisible();
  await expect(tax.getByRole('link', { name: '과제 현황 보기' })).toHaveAttribute(
    'href',
    `/teacher/class/${klass.id}?tab=assignments`,
  );
  // The filter narrows the list to one 성취기준.
  await record.getByLabel('성취기준').selectOption('12경수01-03');
  await expect(reflection).toBeHidden();
  await expect(tax).toBeVisible();
  await record.getByLabel('성취기준').selectOption('all');
  await expect(reflection).toBeVisible();

  // The app's facts are a checklist: ticking one copies nothing, and nothing offers to paste.
  const box = record.getByRole('textbox', { name: '이서연 세특 (교사 작성)' });
  const status = record.getByRole('status');
  await expect(box).toHaveValue('');
  await expect(status).toHaveText('아직 저장한 세특이 없습니다');
  const fact = record.getByRole('checkbox', { name: FACT });
  await fact.check();
  await expect(box).toHaveValue('');
  await expect(status).toHaveText('저장하지 않은 내용이 있습니다');
  await expect(page.getByRole('button', { name: /복사|붙여넣기|넣기/ })).toHaveCount(0);
  // No sentence in the 학생부's style is written for the teacher anywhere on the page.
  await expect(page.getByRole('textbox')).toHaveCount(1);
  await expect(page.getByText(/학생은 모의투자 기간 동안|기록하였음/)).toHaveCount(0);

  await box.fill(WRITTEN);
  await expect(record.getByText(`${WRITTEN.length}/500자`)).toBeVisible();
  await record.getByRole('button', { name: '세특 저장' }).click();
  await expect(status).toHaveText(/^저장됨 · .+ · 박선생$/);

  await page.reload();
  await expect(box).toHaveValue(WRITTEN);
  await expect(fact).toBeChecked();
  await expect(status).toHaveText(/^저장됨 · .+ · 박선생$/);
  await checkThemes(page, testInfo, 'teacher-record-desktop');

  // On paper: whose record it is, the teacher's text, the 누가기록; not the screen's tools.
  await page.emulateMedia({ media: 'print' });
  // White paper to its edges after the dark theme too (a dark color-scheme paints the margins).
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(
    'light',
  );
  await expect(record.getByText(NOTE)).toBeVisible();
  await expect(record.locator('.teacher-record-printed')).toHaveText(WRITTEN);
  await expect(box).toBeHidden();
  await expect(fact).toBeHidden();
  await expect(entry).toBeVisible();
  await expect(entry.getByRole('link', { name: '거래 보기' })).toBeHidden();
  await keep(page, testInfo, 'teacher-record-print');
  await page.emulateMedia({ media: 'screen' });

  // The link opens the trade itself on the student's page.
  await entry.getByRole('link', { name: '거래 보기' }).click();
  await expect(page).toHaveURL(new RegExp(`/teacher/student/${student.id}#trade-${sellId}$`));
  await expect(page.locator(`#trade-${sellId}`)).toContainText('목표 가격에 닿아 절반을 팝니다');

  // The class's print page carries the teacher's text as theirs.
  await page.goto(`/teacher/class/${klass.id}/report`);
  const saved = page
    .getByRole('article', { name: '이서연 세특 자료' })
    .getByRole('region', { name: '교사 작성 세특' });
  await expect(saved).toContainText(NOTE);
  await expect(saved).toContainText(WRITTEN);
  await expect(saved).toContainText('박선생');
  await expect(saved).toContainText('누가기록: [12경수01-01] 2건 · [12경수01-03] 1건');

  // A phone: the same page fits 360 px in both themes.
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const small = await phone.newPage();
  await login(small, teacher.email, PASSWORD);
  await small.goto(`/teacher/student/${student.id}/report`);
  await expect(small.getByRole('textbox', { name: '이서연 세특 (교사 작성)' })).toHaveValue(
    WRITTEN,
  );
  await checkThemes(small, testInfo, 'teacher-record-360');
  await phone.close();
});
