import { expect, test } from './fixtures';
import { ADMIN, login } from './helpers';

// The run shares one server: the test puts the fast replay back on its default first day.
test('admin replays another real day from 시장 설정 and sees what plays', async ({ page }) => {
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
  await page
    .getByRole('dialog', { name: '시장 설정을 바꿀까요?' })
    .getByRole('button', { name: '바꾸고 적용' })
    .click();
  await expect(page.getByText('시장 설정을 저장했습니다')).toBeVisible();
  await expect(panel.getByText('지금 재생 중인 날짜: 2026-02-02')).toBeVisible();
  // The semester runs without a gap to 07-10: 106 real days are to come.
  await expect(panel.getByText(/오늘 이후 실제 거래일 106일/)).toBeVisible();

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
