import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { login } from './helpers';
import { chooseWatchlist, PASSWORD, seedSchool, trade } from './school';

/** As the teacher on the class page's 과제 tab: a 과제 from a template, with its parameters. */
async function setAssignment(
  page: Page,
  template: string,
  params: Record<string, string>,
  title: string,
) {
  const form = page.getByRole('form', { name: '과제 만들기' });
  await form.getByLabel('템플릿').selectOption({ label: template });
  await form.getByLabel('제목').fill(title);
  for (const [label, value] of Object.entries(params)) await form.getByLabel(label).fill(value);
  await form.getByRole('button', { name: '과제 만들기' }).click();
  await expect(page.getByRole('columnheader', { name: new RegExp(title) })).toBeVisible();
}

// Issue 29: the teacher sets a 회고 and a 계산 과제, the student acts on a phone, the matrix
// fills in live, and the 세특 page shows the evidence by 성취기준 without a word of ranking.
test('a 과제 completes live as the student writes a 회고 and answers a 계산 과제', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { teacher, klass, students } = await seedSchool(request, ['김민준', '이서연']);
  const [minjun] = students as [(typeof students)[0]];
  await chooseWatchlist(request, minjun, ['005930', '000660']);
  // Bought before any 과제 existed: activity from before still counts toward one.
  await trade(request, minjun, 'buy', {
    symbol: '005930',
    quantity: 3,
    reason: '반도체 수요 회복을 보고 샀습니다',
  });

  await login(page, teacher.email, PASSWORD);
  await page.goto(`/teacher/class/${klass.id}`);
  await page.getByRole('tab', { name: '과제' }).click();
  await setAssignment(page, '회고', { '회고 수': '1' }, '매도 회고 쓰기');
  await setAssignment(page, '계산 과제', {}, '수수료와 세금 계산');
  // Each figure suggests its own 성취기준: the fee and 거래세 is 세금, the yearly rate is 복리.
  const form = page.getByRole('form', { name: '과제 만들기' });
  await expect(form.getByLabel('성취기준')).toHaveValue('12경수01-03');
  await form.getByLabel('계산할 값').selectOption({ label: '총 수익률의 연 복리 환산' });
  await expect(form.getByLabel('성취기준')).toHaveValue('12경수01-04');
  const matrix = page.getByRole('table', { name: '과제 진행 현황' });
  const row = matrix.getByRole('row', { name: /김민준/ });
  await expect(row.getByText('미완료')).toHaveCount(2);

  const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const student = await phone.newPage();
  await login(student, minjun.email, PASSWORD);
  const card = student.getByRole('region', { name: '과제' });
  await expect(card.getByText('2개 중 0개 완료')).toBeVisible();
  await card.getByRole('link', { name: '과제 모두 보기' }).click();
  const calculation = student.locator('.assignment-item', { hasText: '수수료와 세금 계산' });
  await expect(calculation.getByText('남은 것: 매도한 뒤에 풀 수 있어요.')).toBeVisible();
  await expect(calculation.getByLabel('수수료와 세금 계산 답')).toHaveCount(0);
  await expect(calculation.getByRole('button', { name: '확인' })).toHaveCount(0);
  const reflection = student.locator('.assignment-item', { hasText: '매도 회고 쓰기' });
  await expect(reflection.getByText('회고를 쓴 매도 0/1건')).toBeVisible();

  const sold = await trade(request, minjun, 'sell', {
    symbol: '005930',
    quantity: 1,
    reason: '목표가에 가까워 일부 이익을 실현합니다',
  });
  const { fee, tax } = sold.transaction;

  // The 회고, written from the trade history as a student does after a sell.
  await student.goto('/portfolio');
  await student.getByRole('tab', { name: '거래 내역' }).click();
  const sale = student.getByRole('row', { name: /목표가에 가까워/ });
  await sale.getByRole('button', { name: '회고 쓰기' }).click();
  const dialog = student.getByRole('dialog', { name: '삼성전자 회고' });
  await dialog.getByLabel(/회고/).fill('목표가를 정해 둔 덕분에 망설이지 않고 팔 수 있었다');
  await dialog.getByRole('button', { name: '회고 저장' }).click();
  await expect(student.getByText('과제 완료: 매도 회고 쓰기')).toBeVisible();
  // The teacher's matrix, never reloaded, shows it done.
  await expect(row.getByText('완료', { exact: true })).toHaveCount(1);
  await expect(row.getByText('미완료')).toHaveCount(1);

  // The 계산 과제: a wrong try is kept and told wrong, the right one opens the 계산 보기.
  await student.goto('/assignments');
  await expect(calculation.getByText(/마지막 매도\(삼성전자\)의 수수료와 거래세/)).toBeVisible();
  const answer = calculation.getByLabel('수수료와 세금 계산 답');
  await answer.fill(String(fee + tax + 500));
  await calculation.getByRole('button', { name: '확인' }).click();
  await expect(calculation.getByText('다시 계산해 보세요')).toBeVisible();
  await expect(calculation.getByText('시도 1회')).toBeVisible();
  const working = calculation.getByRole('region', { name: '수수료와 세금 계산 계산' });
  await expect(working).toHaveCount(0);
  await answer.fill(String(fee + tax));
  await calculation.getByRole('button', { name: '확인' }).click();
  await expect(calculation.getByText('정답이에요')).toBeVisible();
  await expect(calculation.getByText('완료', { exact: true })).toBeVisible();
  await expect(working).toContainText((fee + tax).toLocaleString('ko-KR'));
  await expect(row.getByText('완료', { exact: true })).toHaveCount(2);
  expect(await student.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    360,
  );

  await student.goto('/dashboard');
  await expect(card.getByText('2개 중 2개 완료')).toBeVisible();
  await phone.close();

  // The 세특 page: evidence under its 성취기준, and no rank anywhere.
  await row.getByRole('link', { name: '근거 보기' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/teacher/student/${minjun.id}/report$`));
  const evidence = page.getByRole('article', { name: '성취기준별 근거' });
  const byReflection = evidence.locator('.evidence-group', { hasText: '[12경수01-01]' });
  await expect(byReflection.getByText('매도 회고 쓰기')).toBeVisible();
  const byTax = evidence.locator('.evidence-group', { hasText: '[12경수01-03]' });
  await expect(byTax.getByText('수수료와 세금 계산').first()).toBeVisible();
  await expect(evidence.getByRole('textbox', { name: '김민준 세특 초안' })).not.toBeEmpty();
  expect(await page.locator('body').innerText()).not.toMatch(/순위|등수|\d+위|리더보드/);
});
