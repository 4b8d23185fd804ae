import { expect, test } from './fixtures';
import { checkBothThemes, explainByKeyboard, overflowY } from './lesson-checks';
import { login, logout } from './helpers';
import { chooseWatchlist, kstToday, PASSWORD, seedSchool, trade } from './school';

// 수와 경제 (12경수01-01…03): the 우리 반 주가지수, 환율 and 세금 lessons, as a student who bought and sold on a phone,
// and as the teacher entering the class's exchange rates and projecting the student's lessons at
// 1920×1080, light and dark.

test('주가지수, 환율 and 세금 lessons on a phone and on the projector', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 780 });
  const { teacher, students } = await seedSchool(request, ['김세금'], kstToday());
  const student = students[0]!;
  await chooseWatchlist(request, student, ['005930', '000660']);
  await trade(request, student, 'buy', { symbol: '005930', quantity: 3, reason: '반도체 회복' });
  await trade(request, student, 'sell', { symbol: '005930', quantity: 3, reason: '세금 계산' });

  await login(page, student.email, PASSWORD);
  await page.goto('/lessons/taxes');
  await expect(page.getByText('[12경수01-03]')).toBeVisible();
  await expect(page.getByRole('heading', { name: '① 내 매도와 세금' })).toBeVisible();
  await expect(page.getByRole('table', { name: /내 매도/ })).toContainText('삼성전자 3주');
  await expect(page.getByRole('img', { name: /매도 금액에 따른 세금 그래프/ })).toBeVisible();
  await explainByKeyboard(page, /삼성전자 3주 매도 계산 보기$/, {
    testInfo,
    name: 'taxes-360-explain-sale',
  });
  await explainByKeyboard(page, '대주주 예시의 양도소득세');
  await checkBothThemes(page, testInfo, 'taxes-360');

  await page.goto('/lessons/class-index');
  await expect(page.getByText('[12경수01-01]')).toBeVisible();
  await expect(page.getByRole('img', { name: /지수 그래프 \(기준일 100\)/ })).toBeVisible();
  await explainByKeyboard(page, /우리 반 주가지수 \(시가총액 가중\) 계산 보기$/, {
    testInfo,
    name: 'class-index-360-explain-day',
  });
  await explainByKeyboard(page, '분할 뒤의 나누는 수 D′');
  await checkBothThemes(page, testInfo, 'class-index-360');

  await page.goto('/lessons/exchange');
  await expect(page.getByText('[12경수01-02]')).toBeVisible();
  await expect(page.getByRole('note')).toContainText('예시 환율');
  await explainByKeyboard(page, '달러로 본 수익률 r달러', {
    testInfo,
    name: 'exchange-360-explain-return',
  });
  await explainByKeyboard(page, '살 때 (우대 적용)');
  await checkBothThemes(page, testInfo, 'exchange-360');

  // The teacher enters the class's rates and projects the student's lessons at 1920×1080.
  await logout(page);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await login(page, teacher.email, PASSWORD);
  await page.goto(`/lessons/exchange?student=${student.id}`);
  const form = page.getByRole('form', { name: '우리 반 환율 입력' });
  await form.getByLabel('시작 S₀ (원/달러)').fill('1300');
  await form.getByLabel('지금 S₁ (원/달러)').fill('1250');
  await form.getByRole('button', { name: '환율 저장' }).click();
  await expect(page.getByRole('note')).toContainText('선생님이 입력한 환율');
  await expect(page.getByRole('note')).toContainText('1,250.00원');
  for (const slug of ['class-index', 'exchange', 'taxes']) {
    await page.goto(`/lessons/${slug}?student=${student.id}`);
    await expect(page.locator('.curve-card').first()).toBeVisible();
    await checkBothThemes(page, testInfo, `${slug}-1920`);
    expect(await overflowY(page), `${slug} at 1920×1080 scrolls`).toBeLessThanOrEqual(0);
  }
});
