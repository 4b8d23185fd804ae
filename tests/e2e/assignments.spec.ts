import type { Page } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { login } from './helpers';
import { startApp, type RunningApp } from './live-app';
import { ownServerPort } from './ports';
import { apiData, bearer, chooseWatchlist, PASSWORD, seedSchool, trade } from './school';

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

// ADR 0029: the teacher sets a 회고 and a 계산 과제, the student acts on a phone, the matrix
// fills in live, and the 세특 page shows the 누가기록 by 성취기준 without a word of ranking.
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
  const evidence = page.getByRole('article', { name: '세특 누가기록' });
  const byReflection = evidence.locator('.evidence-group', { hasText: '[12경수01-01]' });
  await expect(byReflection.getByText('매도 회고 쓰기')).toBeVisible();
  const byTax = evidence.locator('.evidence-group', { hasText: '[12경수01-03]' });
  await expect(byTax.getByText('수수료와 세금 계산').first()).toBeVisible();
  // The app's facts are offered to check, never written into the teacher's box (ADR 0042).
  await expect(evidence.getByRole('checkbox', { name: /확인함/ }).first()).toBeVisible();
  await expect(evidence.getByRole('textbox', { name: '김민준 세특 (교사 작성)' })).toHaveValue('');
  expect(await page.locator('body').innerText()).not.toMatch(/순위|등수|\d+위|리더보드/);
});

// 분산 투자 completes only at a KST close. The honest way to reach one without waiting for 15:30:
// a server of its own that goes down and comes back, which takes the close it missed on start
// (docs/decisions/0029: "dated at the close, even when the check runs late").
test.describe('분산 투자 at a close, a teacher-marked 시장과 비교, and the printed 세특 page', () => {
  const port = ownServerPort.missedClose;
  const dataDir = mkdtempSync(join(tmpdir(), 'stockclass-close-'));
  let app: RunningApp | undefined;
  test.use({ baseURL: `http://localhost:${port}` });
  test.beforeAll(async () => {
    app = await startApp(port, { DATA_DIR: dataDir });
  });
  test.afterAll(async () => app?.stop());

  test('the teacher edits and marks 과제, and the close completes 분산 투자', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const { teacher, klass, students } = await seedSchool(request, ['최지우']);
    const [jiwoo] = students as [(typeof students)[0]];
    // The 과제 and the three sectors first, seconds after the start: whichever close check comes
    // first (the minute's timer or the restart) sees them.
    await apiData(
      await request.post(`/api/teacher/classes/${klass.id}/assignments`, {
        headers: bearer(teacher),
        data: {
          title: '세 업종에 나누기',
          dueAt: '2099-12-31T23:59:00+09:00',
          standard: '12경수01-01',
          task: { kind: 'diversify', minSectors: 3, maxHhi: 0.9 },
        },
      }),
    );
    await chooseWatchlist(request, jiwoo, ['005930', '005380', '207940']);
    for (const symbol of ['005930', '005380', '207940'])
      await trade(request, jiwoo, 'buy', { symbol, quantity: 1, reason: '업종을 나누어 삽니다' });

    await login(page, teacher.email, PASSWORD);
    await page.goto(`/teacher/class/${klass.id}`);
    await page.getByRole('tab', { name: '과제' }).click();
    await setAssignment(page, '시장과 비교', {}, '시장과 비교');
    // The edit dialog: a new title and due date; the kind stays.
    await page.getByRole('button', { name: '시장과 비교 수정' }).click();
    const edit = page.getByRole('dialog', { name: "'시장과 비교' 과제 수정" });
    await expect(edit.getByLabel('템플릿')).toHaveCount(0);
    await edit.getByLabel('제목').fill('KOSPI와 내 수익률 비교');
    await edit.getByLabel('마감 (KST)').fill('2099-12-30T18:00');
    await edit.getByRole('button', { name: '저장' }).click();
    const header = page.getByRole('columnheader', { name: /KOSPI와 내 수익률 비교/ });
    await expect(header).toContainText('2099');

    const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const student = await phone.newPage();
    await login(student, jiwoo.email, PASSWORD);
    await student.goto('/assignments');
    const compare = student.locator('.assignment-item', { hasText: 'KOSPI와 내 수익률 비교' });
    await compare
      .getByLabel(/왜 달랐는지 설명해 보세요/)
      .fill('세 업종에 나누어서 KOSPI와 비슷하게 움직였어요.');
    await compare.getByRole('button', { name: '설명 저장' }).click();
    await expect(student.getByText('설명을 저장했어요. 선생님이 확인할 거예요')).toBeVisible();
    await phone.close();

    // The teacher reads it from the matrix and marks it, by keyboard.
    const row = page
      .getByRole('table', { name: '과제 진행 현황' })
      .getByRole('row', { name: /최지우/ });
    await page.reload();
    await page.getByRole('tab', { name: '과제' }).click();
    await expect(row.getByText('설명 있음')).toBeVisible();
    await row.getByRole('button', { name: /최지우 KOSPI와 내 수익률 비교 미완료/ }).focus();
    await page.keyboard.press('Enter');
    const mark = page.getByRole('dialog', { name: '최지우 · KOSPI와 내 수익률 비교' });
    await expect(mark.getByLabel('학생의 설명')).toHaveText(
      '세 업종에 나누어서 KOSPI와 비슷하게 움직였어요.',
    );
    await mark.getByRole('button', { name: '완료로 표시' }).click();
    await expect(row.getByRole('button', { name: /KOSPI와 내 수익률 비교 완료/ })).toBeVisible();

    // Down and up again: the missed close is taken on start, and 분산 투자 checked at it.
    // The page leaves first: a socket refused during the downtime is no error of the app's.
    await page.goto('about:blank');
    await app!.stop();
    app = await startApp(port, { DATA_DIR: dataDir });
    await page.goto(`/teacher/class/${klass.id}`);
    await page.getByRole('tab', { name: '과제' }).click();
    await expect(row.getByText('완료', { exact: true })).toHaveCount(2);

    await page.goto(`/teacher/student/${jiwoo.id}/report`);
    const evidence = page.getByRole('article', { name: '세특 누가기록' });
    await expect(
      evidence.getByRole('checkbox', {
        name: /3개 업종에 나누어 투자하고 .*까닭을 글로 설명했습니다\./,
      }),
    ).toBeVisible();
    const saved = '세 업종에 나누어 사고 시장과 비교한 까닭을 자신의 말로 설명함.';
    await evidence.getByRole('textbox', { name: '최지우 세특 (교사 작성)' }).fill(saved);
    await evidence.getByRole('button', { name: '세특 저장' }).click();
    await expect(evidence.getByRole('status')).toHaveText(/^저장됨 · /);

    await page.emulateMedia({ media: 'print' });
    const group = evidence.locator('.evidence-group', { hasText: '[12경수01-01]' });
    await expect(group.getByText('과제 완료: 세 업종에 나누기')).toBeVisible();
    await expect(group).toContainText('장 마감: 업종 3/3개');
    await expect(group.getByText('과제 완료: KOSPI와 내 수익률 비교')).toBeVisible();
    await expect(group).toContainText('설명: 세 업종에 나누어서 KOSPI와 비슷하게 움직였어요.');
    await expect(evidence.getByRole('button', { name: '세특 저장' })).toBeHidden();
    expect(await page.locator('body').innerText()).not.toMatch(/순위|등수|\d+위|리더보드/);

    // The class's print page carries each student's 세특 as the teacher wrote it, and the
    // 누가기록 behind it by 성취기준.
    await page.goto(`/teacher/class/${klass.id}/report`);
    const sheet = page.getByRole('article', { name: '최지우 세특 자료' });
    const line = sheet.getByRole('region', { name: '교사 작성 세특' });
    await expect(line).toContainText(saved);
    await expect(line).toContainText('누가기록: [12경수01-01] 2건');
    expect(await page.locator('body').innerText()).not.toMatch(/순위|등수|\d+위|리더보드/);
  });
});

// ADR 0029: a free 과제 says what to do, and the student hands it in; the teacher marks it.
test('a free 과제: the student reads its 안내문 and hands it in with a note', async ({
  page,
  browser,
  request,
}) => {
  const { teacher, klass, students } = await seedSchool(request, ['한소희']);
  const [sohee] = students as [(typeof students)[0]];
  await login(page, teacher.email, PASSWORD);
  await page.goto(`/teacher/class/${klass.id}`);
  await page.getByRole('tab', { name: '과제' }).click();
  await setAssignment(
    page,
    '자유 과제',
    { '안내문 (학생에게 보여요, 선택)': '관심 종목 하나의 사업 보고서를 읽고 요약해 오세요.' },
    '사업 보고서 요약',
  );

  const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const student = await phone.newPage();
  await login(student, sohee.email, PASSWORD);
  await student.goto('/assignments');
  const item = student.locator('.assignment-item', { hasText: '사업 보고서 요약' });
  await expect(item.getByText('관심 종목 하나의 사업 보고서를 읽고 요약해 오세요.')).toBeVisible();
  await item.getByLabel('선생님께 남길 말 (선택)').fill('공책에 두 쪽으로 정리했어요');
  await item.getByRole('button', { name: '제출하기' }).click();
  await expect(student.getByText('제출했어요. 선생님이 확인하면 완료가 돼요')).toBeVisible();
  await expect(item.getByRole('button', { name: '다시 제출' })).toBeVisible();
  await phone.close();

  await page.reload();
  await page.getByRole('tab', { name: '과제' }).click();
  const row = page
    .getByRole('table', { name: '과제 진행 현황' })
    .getByRole('row', { name: /한소희/ });
  await expect(row.getByText('제출함')).toBeVisible();
  await row.getByRole('button', { name: /한소희 사업 보고서 요약 미완료/ }).click();
  const mark = page.getByRole('dialog', { name: '한소희 · 사업 보고서 요약' });
  await expect(mark.getByLabel('학생의 제출')).toHaveText(
    '학생이 제출했습니다: 공책에 두 쪽으로 정리했어요.',
  );
  await mark.getByRole('button', { name: '완료로 표시' }).click();
  await expect(row.getByRole('button', { name: /사업 보고서 요약 완료/ })).toBeVisible();
});
