import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ignoreConsoleErrors, login, logout } from './helpers';
import { apiData, bearer, chooseWatchlist, PASSWORD, seedSchool, trade } from './school';

const PHONE = { width: 360, height: 780 };

async function openBuy(page: Page, symbol: string) {
  await page
    .locator(`tr[data-symbol="${symbol}"]`)
    .getByRole('button', { name: '매수', exact: true })
    .click();
  return page.getByRole('dialog');
}

test('one colour rule: the dashboard and the portfolio alike, red ▲ / blue ▼ (ADR 0039)', async ({
  page,
  request,
}) => {
  const { students } = await seedSchool(request, ['색지원']);
  const student = students[0]!;
  await chooseWatchlist(request, student, ['005930']);
  const { price } = await apiData<{ price: number }>(
    await request.get('/api/trading/order-context?symbol=005930', { headers: bearer(student) }),
  );
  // Half the cash, so the fee alone is a loss that prints (−0.01 %) even on a flat day.
  const quantity = Math.floor(5_000_000 / price);
  await trade(request, student, 'buy', { symbol: '005930', quantity, reason: '색 확인' });
  await login(page, student.email, PASSWORD);

  // An arrow always comes with its colour and sign; a ▼ is never red, a ▲ never blue.
  async function expectOneRule(cues: Locator) {
    await expect(cues.and(page.locator('.up, .down')).first()).toBeVisible();
    for (const cue of await cues.all()) {
      const text = (await cue.textContent()) ?? '';
      if (text.includes('▼')) await expect(cue).toHaveClass(/\bdown\b/);
      if (text.includes('▲')) await expect(cue).toHaveClass(/\bup\b/);
      if (text.includes('▲')) expect(text).toContain('+');
    }
  }

  await expectOneRule(
    page.locator(
      '.stat-grid .price-change, .stock-list-item .price-change, .market-index .price-change',
    ),
  );
  await page.goto('/portfolio');
  await expectOneRule(page.locator('.stat-grid .price-change'));
});

test('the trade modal on a 360×780 phone: shortcuts, 지정가 steppers, tick error, submit in view', async ({
  page,
  request,
}) => {
  const { students } = await seedSchool(request, ['폰매수']);
  const student = students[0]!;
  await chooseWatchlist(request, student, ['005930']);
  const context = await apiData<{ price: number }>(
    await request.get('/api/trading/order-context?symbol=005930', { headers: bearer(student) }),
  );
  await page.setViewportSize(PHONE);
  await login(page, student.email, PASSWORD);
  await page.goto('/trading');
  const dialog = await openBuy(page, '005930');

  await dialog.getByLabel('수량 (주)').fill('3');
  await dialog
    .getByLabel('투자 판단 근거')
    .fill('긴 근거를 쓰는 동안에도 주문 버튼은 보여야 합니다.');
  await expect(dialog.getByRole('button', { name: '매수하기' })).toBeInViewport({ ratio: 1 });

  // 최대 buys what the cash affords at the current price, fee included: one share more does not.
  await dialog.getByRole('button', { name: /^최대: / }).click();
  const most = Number(await dialog.getByLabel('수량 (주)').inputValue());
  expect(most).toBeGreaterThan(0);
  const warnings = dialog.getByRole('list', { name: '주문 전 확인' });
  await expect(warnings).toHaveCount(0);
  await dialog.getByLabel('수량 (주)').fill(String(most + 1));
  await expect(warnings).toContainText('보유 현금이 부족해요');

  await dialog.getByRole('radio', { name: '지정가' }).click();
  const limit = dialog.getByLabel('주문 가격 (원)');
  await limit.fill(String(context.price + 1));
  await expect(limit).toHaveValue((context.price + 1).toLocaleString('ko-KR'));
  await expect(dialog.getByText(/호가 단위\(\d+원\)에 맞아야 해요/)).toBeVisible();
  await dialog.getByRole('button', { name: /한 호가 올리기/ }).click();
  await expect(dialog.getByText(/호가 단위\(\d+원\)에 맞아야 해요/)).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: '매수하기' })).toBeInViewport({ ratio: 1 });
});

test('the stock page trades from its own 매수 button and says once what the source lacks', async ({
  page,
  request,
}) => {
  const { students } = await seedSchool(request, ['상세매수']);
  const student = students[0]!;
  await chooseWatchlist(request, student, ['005930']);
  await login(page, student.email, PASSWORD);
  await page.goto('/stock/005930');
  await expect(
    page.getByRole('complementary', { name: '이 종목에서 볼 수 있는 자료' }),
  ).toContainText('뉴스 · 재무정보가 없어요');
  // The note says it once; no tab opens onto an empty 뉴스 or 재무정보.
  await expect(page.getByRole('tablist', { name: '종목 정보' }).getByRole('tab')).toHaveText([
    '차트',
    '호가',
  ]);
  await page
    .getByRole('group', { name: '삼성전자 주문' })
    .getByRole('button', { name: '매수' })
    .click();
  const dialog = page.getByRole('dialog', { name: '삼성전자 매수' });
  await dialog.getByLabel('수량 (주)').fill('1');
  await dialog.getByLabel('투자 판단 근거').fill('차트에서 거래량이 늘어난 것을 보고 삽니다.');
  await dialog.getByRole('button', { name: '매수하기' }).click();
  await expect(page.getByText('매수 주문이 완료되었습니다')).toBeVisible();
  await expect(
    page.getByRole('group', { name: '삼성전자 주문' }).getByRole('button', { name: '매도' }),
  ).toBeVisible();
});

test('the watchlist page saves from a phone without scrolling to the bottom', async ({
  page,
  request,
  consoleErrors,
}) => {
  const { students } = await seedSchool(request, ['관심폰']);
  await page.setViewportSize(PHONE);
  await login(page, students[0]!.email, PASSWORD);
  await expect(page).toHaveURL(/\/watchlist-setup$/);
  // The dashboard's 403 WATCHLIST_REQUIRED is what sent the newcomer here; the browser logs each
  // of its parallel calls as it lands, the last ones after the redirect.
  await page.waitForLoadState('networkidle');
  ignoreConsoleErrors(consoleErrors, /403/);
  await expect(page.getByRole('button', { name: '저장하기' })).toBeInViewport({ ratio: 1 });
});

test('the rubric editor labels each level, previews what students read, and 회고 필수 joins 우리 반 규칙', async ({
  page,
  browser,
  request,
}) => {
  const { teacher, klass, students } = await seedSchool(request, ['회고학생']);
  const student = students[0]!;
  await chooseWatchlist(request, student, ['005930']);
  await login(page, teacher.email, PASSWORD);
  await page.goto(`/teacher/class/${klass.id}`);
  await page.getByRole('tab', { name: '루브릭' }).click();
  const first = page.getByRole('group', { name: '평가 기준 1' });
  await first.getByRole('textbox', { name: '이름', exact: true }).fill('근거의 논리');
  await first.getByRole('textbox', { name: '수준 3 이름' }).fill('아주 좋음');
  await first.getByRole('spinbutton', { name: '수준 3 점수' }).fill('5');
  const preview = page.getByRole('region', { name: /학생에게 보이는 모습/ });
  await expect(preview.locator('li').first()).toHaveText(/근거의 논리\s*아주 좋음 \(5\/5\)/);
  await page.getByRole('checkbox', { name: /회고 필수/ }).check();
  await expect(page.getByText('매도 회고를 필수로 정했습니다')).toBeVisible();
  await expect(preview).toContainText('회고: 매도한 거래마다 필수');

  const phone = await browser.newContext({ viewport: PHONE });
  const studentPage = await phone.newPage();
  await login(studentPage, student.email, PASSWORD);
  const rules = studentPage.getByRole('region', { name: '우리 반 규칙' });
  await expect(
    rules.getByRole('definition').filter({ hasText: '매도한 거래마다 필수' }),
  ).toBeVisible();
  await phone.close();
});

test('outside the class’s 시간표 the trading page says when the next lesson is and orders wait', async ({
  page,
  request,
}) => {
  const { teacher, klass, students } = await seedSchool(request, ['시간표']);
  const student = students[0]!;
  await chooseWatchlist(request, student, ['005930']);
  // A lesson on another weekday than today in Seoul: now is never inside it.
  const today = new Date(Date.now() + 9 * 3_600_000).getUTCDay();
  const weekday = today === 1 ? 2 : 1;
  const rulesPath = `/api/teacher/classes/${klass.id}/rules`;
  const rules = await apiData<Record<string, unknown>>(
    await request.get(rulesPath, { headers: bearer(teacher) }),
  );
  await apiData(
    await request.put(rulesPath, {
      headers: bearer(teacher),
      data: {
        ...rules,
        tradingHours: 'TIMETABLE',
        timetable: [{ weekday, label: '3교시', start: '10:40', end: '11:30' }],
      },
    }),
  );
  await page.setViewportSize(PHONE);
  await login(page, student.email, PASSWORD);
  await page.goto('/trading');
  const day = (weekday - today + 7) % 7 === 1 ? '내일' : `${'일월화수목금토'[weekday]}요일`;
  await expect(page.getByRole('status').filter({ hasText: '수업 시간이 아니어서' })).toHaveText(
    `지금은 우리 반 수업 시간이 아니어서 주문할 수 없어요. 다음 수업: ${day} 3교시 10:40–11:30`,
  );
  const row = page.locator('tr[data-symbol="005930"]');
  await expect(row.getByRole('button', { name: '매수', exact: true })).toBeDisabled();
});

test('with 가린 이름 a student sees classmates as 김○준 on the leaderboard', async ({
  page,
  request,
}) => {
  const { teacher, klass, students } = await seedSchool(request, ['김민준', '이서연']);
  for (const student of students) {
    await chooseWatchlist(request, student, ['005930']);
    await trade(request, student, 'buy', { symbol: '005930', quantity: 1, reason: '순위 확인' });
  }
  await login(page, teacher.email, PASSWORD);
  await page.goto(`/teacher/class/${klass.id}`);
  const settings = page.getByRole('region', { name: '학생 리더보드 설정' });
  await settings.getByRole('radio', { name: '가린 이름' }).click();
  await expect(settings.getByRole('radio', { name: '가린 이름' })).toBeChecked();
  await logout(page);

  await login(page, students[1]!.email, PASSWORD);
  await page.goto('/leaderboard');
  const board = page.getByRole('table');
  await expect(board).toContainText('김○준');
  await expect(board).not.toContainText('김민준');
  // The student's own row keeps the name they know.
  await expect(board.locator('tr.is-me')).toContainText('이서연');
});
