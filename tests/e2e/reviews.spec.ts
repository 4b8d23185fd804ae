import { expect, test } from './fixtures';
import { login } from './helpers';
import { apiData, bearer, chooseWatchlist, PASSWORD, seedSchool, trade } from './school';

// The rationale loop: the teacher sets a rubric and reviews from the keyboard, the student (on
// a 360 px phone) hears of it live, reads the feedback and reflects, the report prints.
test('teacher reviews rationales by keyboard; the student reads the feedback live and reflects', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { teacher, klass, students } = await seedSchool(request, ['김민준', '이서연']);
  const [minjun, seoyeon] = students as [(typeof students)[0], (typeof students)[0]];
  for (const student of students) await chooseWatchlist(request, student, ['005930']);
  const order = { symbol: '005930', quantity: 2, reason: 'PER 10배로 싸고 3개월 보유 계획' };
  // Newest first within the unreviewed: 민준's sell, then his buy, then 서연's buy.
  await trade(request, seoyeon, 'buy', { ...order, reason: '그냥 샀다' });
  await trade(request, minjun, 'buy', order);
  await trade(request, minjun, 'sell', { ...order, quantity: 1, reason: '절반 이익 실현' });

  const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const student = await phone.newPage();
  await login(student, minjun.email, PASSWORD);

  await login(page, teacher.email, PASSWORD);
  await page.goto(`/teacher/class/${klass.id}`);
  await page.getByRole('tab', { name: '루브릭' }).click();
  const editor = page.locator('form.rubric-editor');
  await editor.getByRole('textbox', { name: '이름', exact: true }).first().fill('근거의 논리');
  await page.getByRole('button', { name: '루브릭 저장' }).click();
  await expect(page.getByText('루브릭을 저장했습니다')).toBeVisible();
  await expect(page.getByText(/루브릭 2판/)).toBeVisible();

  await page.getByRole('tab', { name: '근거 평가' }).click();
  const card = page.locator('.review-card');
  await expect(card).toBeFocused();
  await expect(page.getByText('평가 전 3건')).toBeVisible();
  // The help names the rubric's own levels (three here) and how the comment box saves.
  await expect(page.locator('.keyboard-help')).toContainText('1–3 수준');
  await expect(page.locator('.keyboard-help')).toContainText('Ctrl+Enter');
  const first = (await card.locator('.rationale').textContent()) ?? '';
  // Four criteria, one number key each; C opens the comment; Ctrl+Enter saves and moves on.
  for (const key of ['3', '3', '2', '1']) await page.keyboard.press(key);
  await page.keyboard.press('c');
  await page.keyboard.type('목표 기간이 분명해요');
  const font = (selector: string) =>
    page.locator(selector).evaluate((el) => getComputedStyle(el).fontFamily);
  expect(await font('.comment-field textarea')).toBe(await font('body'));
  await page.keyboard.press('Control+Enter');
  await expect(page.getByText('평가 전 2건')).toBeVisible();
  await expect(card.locator('.rationale')).not.toHaveText(first);
  await expect(card).toBeFocused();
  for (const key of ['1', '1', '1', '1', 'Enter']) await page.keyboard.press(key);
  await expect(page.getByText('평가 전 1건')).toBeVisible();

  // The student heard of each review live, on a phone.
  await expect(
    student.getByText('선생님이 삼성전자 거래의 근거를 평가했어요').first(),
  ).toBeVisible();
  await student.getByRole('button', { name: '메뉴 열기/닫기' }).click();
  await expect(student.getByLabel(/읽지 않은 피드백 \d개/)).toBeVisible();
  await student.getByRole('link', { name: /피드백/ }).click();
  const cards = student.locator('.feedback-card');
  await expect(cards).toHaveCount(2);
  await expect(student.getByText('목표 기간이 분명해요')).toBeVisible();
  expect(await student.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    360,
  );
  await cards.first().getByRole('button', { name: '읽음으로 표시' }).click();
  await expect(student.locator('.feedback-card.unread')).toHaveCount(1);
  const sell = cards.filter({ hasText: '절반 이익 실현' });
  await sell.getByLabel(/회고/).fill('더 오를 때까지 기다렸으면 좋았다');
  await sell.getByRole('button', { name: '회고 저장' }).click();
  await expect(sell.getByText('더 오를 때까지 기다렸으면 좋았다')).toBeVisible();
  await phone.close();

  // The class report prints one A4 page per student.
  await page.goto(`/teacher/class/${klass.id}/report`);
  await expect(page.locator('.report-sheet')).toHaveCount(2);
  await expect(page.getByText('더 오를 때까지 기다렸으면 좋았다')).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: '인쇄' })).toBeHidden();
  // Nothing on a sheet is cut off: the 회고 section ends inside its sheet, which grows (onto a
  // second page when it must) instead of hiding what does not fit.
  const clipped = await page.locator('.report-sheet').evaluateAll(
    (sheets) =>
      sheets.filter((sheet) => {
        const last = sheet.lastElementChild!.getBoundingClientRect();
        return (
          sheet.scrollHeight > sheet.clientHeight + 1 ||
          last.bottom > sheet.getBoundingClientRect().bottom + 1
        );
      }).length,
  );
  expect(clipped).toBe(0);
  const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(2);
});

// A semester's record of four trades, three of them praised, two 회고 and the teacher's saved 세특 fits
// one A4 page: nothing of the app around the sheets prints after it onto a second page.
test('a student with four reviewed trades prints on exactly one A4 page', async ({
  page,
  request,
}) => {
  const { teacher, klass, students } = await seedSchool(request, ['김민준']);
  const [minjun] = students as [(typeof students)[0]];
  await chooseWatchlist(request, minjun, ['005930', '000660']);
  const headers = bearer(teacher);
  const rubric = await apiData<{ criteria: Array<{ id: number }> }>(
    await request.get(`/api/teacher/classes/${klass.id}/rubric`, { headers }),
  );
  const orders = [
    { side: 'buy', symbol: '005930', reason: 'PER이 업종 평균보다 낮고 반도체 업황이 좋아져서' },
    {
      side: 'buy',
      symbol: '000660',
      reason: '메모리 가격이 오를 것이라는 뉴스를 보고 나누어 샀다',
    },
    { side: 'sell', symbol: '005930', reason: '목표 수익률 5%에 닿아서 절반을 팔았다' },
    { side: 'sell', symbol: '000660', reason: '손절 기준 -3%에 닿아 계획대로 팔았다' },
  ] as const;
  for (const { side, symbol, reason } of orders) {
    const { transaction } = await trade(request, minjun, side, { symbol, quantity: 2, reason });
    await apiData(
      await request.put(`/api/teacher/trades/${transaction.id}/review`, {
        headers,
        data: {
          scores: rubric.criteria.map((c) => ({ criterionId: c.id, level: 3 })),
          comment: '목표와 위험을 수치로 밝혔어요',
        },
      }),
    );
    if (side === 'sell') {
      await apiData(
        await request.post(`/api/trading/trades/${transaction.id}/reflection`, {
          headers: bearer(minjun),
          data: { text: '계획한 기준을 지켜서 판 것이 좋았고, 다음에는 분할 매수를 해 보겠다' },
        }),
      );
    }
  }
  await apiData(
    await request.put(`/api/teacher/students/${minjun.id}/record-draft`, {
      headers,
      data: { text: '업종을 나누어 투자하고 매매마다 목표 수익률과 손절 기준을 세움. '.repeat(6) },
    }),
  );

  await login(page, teacher.email, PASSWORD);
  await page.goto(`/teacher/class/${klass.id}/report`);
  await expect(page.locator('.report-sheet')).toHaveCount(1);
  await expect(page.getByRole('region', { name: '교사 작성 세특' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
});
