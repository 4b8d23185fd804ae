import { expect, test } from './fixtures';
import { ADMIN, login } from './helpers';
import { chooseWatchlist, seedSchool, trade } from './school';

// The run shares one server: the test puts the fast replay back on its default first day.
test('admin replays another real day from 시장 설정 and sees what plays', async ({
  page,
  request,
}) => {
  // A student holding 삼성전자: a new start date re-prices it.
  const { students } = await seedSchool(request, ['재생학생']);
  await chooseWatchlist(request, students[0]!, ['005930']);
  await trade(request, students[0]!, 'buy', { symbol: '005930', quantity: 3, reason: '재생 확인' });
  await login(page, ADMIN.email, ADMIN.password);
  await page.getByRole('tab', { name: '시장 설정' }).click();
  const panel = page.getByRole('region', { name: '시장 설정' });
  await expect(panel.getByText('지금 재생 중인 날짜')).toBeVisible();
  await expect(panel.getByLabel('빠르게')).toBeChecked();

  // 실제 시간 suggests its own first day, leaving 20 real days of chart history before it.
  await panel.getByLabel('실제 시간').check();
  await expect(panel.getByLabel(/시작일/)).toHaveValue('2026-01-30');
  await panel.getByLabel('빠르게').check();
  await expect(panel.getByLabel(/시작일/)).toHaveValue('2026-01-02');

  await panel.getByLabel(/시작일/).fill('2026-02-02');
  // Before saving, the admin is told every return and ranking will move.
  await expect(panel.getByRole('note')).toContainText('리더보드 순위가 그만큼 달라집니다');
  await panel.getByRole('button', { name: '저장하고 적용' }).click();
  // The confirmation says by how much, counted by the server before anything is saved.
  const dialog = page.getByRole('dialog', { name: '시장 설정을 바꾸시겠습니까?' });
  const row = (term: string) =>
    dialog.getByRole('term').filter({ hasText: term }).locator('xpath=following-sibling::dd');
  await expect(row('시세 날짜')).toContainText('→ 2026-02-02');
  await expect(row('평가금액이 바뀌는 학생')).toHaveText(/^[1-9][\d,]*명 \/ 전체 [\d,]+명/);
  await expect(row('가격이 바뀌는 보유 종목')).toHaveText(/^[1-9][\d,]*건$/);
  await expect(row('총 자산 변화')).toHaveText(/₩[\d,]+ ~ .*₩[\d,]+ \(중앙값 .*₩[\d,]+\)/);
  await expect(row('총 수익률 변화')).toContainText('%p');
  await expect(row('클래스 순위가 바뀌는 학생')).toHaveText(/^[\d,]+명/);
  await dialog.getByRole('button', { name: '바꾸고 적용' }).click();
  await expect(page.getByText('시장 설정을 저장했습니다')).toBeVisible();
  await expect(panel.getByText('지금 재생 중인 날짜: 2026-02-02')).toBeVisible();
  // The semester runs to 07-10: 103 real days are to come (03-27, 04-01 and 06-10, gaps of the
  // whole market's data, are not played).
  await expect(panel.getByText(/오늘 이후 실제 거래일 103일/)).toBeVisible();

  await panel.getByLabel(/시작일/).fill('2026-01-02');
  await panel.getByRole('button', { name: '저장하고 적용' }).click();
  await page.getByRole('button', { name: '바꾸고 적용' }).click();
  await expect(panel.getByText('지금 재생 중인 날짜: 2026-01-02')).toBeVisible();
});

test('시장 설정 shows this year’s KRX closed and late days and which years are known', async ({
  page,
}) => {
  const year = new Date(Date.now() + 9 * 3_600_000).getUTCFullYear();
  await login(page, ADMIN.email, ADMIN.password);
  await page.getByRole('tab', { name: '시장 설정' }).click();
  const calendar = page.getByRole('region', { name: `${year}년 KRX 휴장일과 특별 운영일` });
  await expect(calendar.getByText(/휴장일 표가 있는 해: .*2027년/)).toBeVisible();
  await expect(calendar.getByRole('row', { name: /1월 1일 .* 휴장 신정/ })).toBeVisible();
  await expect(calendar.getByRole('row', { name: /12월 31일 .* 휴장 연말 휴장일/ })).toBeVisible();
  await expect(
    calendar.getByRole('row', { name: /11월 \d+일 \(목\) 10:00~16:30 운영 대학수학능력시험/ }),
  ).toBeVisible();
});

// The server makes the night's backup at its first check after starting (docs/operations.md).
test('시장 설정 shows the admin when the last nightly backup was made and its size', async ({
  page,
}) => {
  await login(page, ADMIN.email, ADMIN.password);
  await page.getByRole('tab', { name: '시장 설정' }).click();
  const card = page.getByRole('region', { name: '야간 백업' });
  await expect(card).toContainText('14일치를 보관합니다');
  await expect(card).toContainText(
    /마지막 백업: \d{4}\. \d{1,2}\. \d{1,2}\. (오전|오후) \d{2}:\d{2} · \d+\.\d MB/,
  );
});
