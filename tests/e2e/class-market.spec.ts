import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { roundToTick } from '../../src/shared/domain/market/tick-size';
import { expect, test } from './fixtures';
import { expectConsoleErrors, login, logout } from './helpers';
import { apiData, bearer, chooseWatchlist, seedSchool, signIn } from './school';

async function openBuy(page: Page, symbol: string) {
  await page
    .locator(`tr[data-symbol="${symbol}"]`)
    .getByRole('button', { name: '매수', exact: true })
    .click();
  return page.getByRole('dialog');
}

test('a teacher sets a class rule; the student sees it, meets its 422, and rests and cancels a limit order', async ({
  page,
  request,
  consoleErrors,
}) => {
  const { teacher, klass, students } = await seedSchool(request, ['한지우']);
  const student = students[0]!;
  await chooseWatchlist(request, student, ['005930', '000660']);

  // The teacher limits one stock to 30 % of a student's total assets on the class page.
  await login(page, teacher.email, 'pass1234');
  await page.goto(`/teacher/class/${klass.id}`);
  await page.getByRole('tab', { name: '우리 반 규칙' }).click();
  await page.getByLabel('한 종목 비중 한도 (%)').fill('30');
  await page.getByRole('button', { name: '규칙 저장' }).click();
  await expect(page.getByText('우리 반 규칙을 저장했습니다. 새 주문부터 적용됩니다')).toBeVisible();
  await expect(page.getByText('한 종목 비중: 제한 없음 →')).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('.class-rules-panel').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await logout(page);

  // The student sees the rule on the dashboard before meeting it.
  await login(page, student.email, 'pass1234');
  const card = page.getByRole('region', { name: '우리 반 규칙' });
  await expect(card).toContainText('총 자산의 30 %까지');

  // An order over the share is warned in the modal and refused by the server with the numbers.
  const { price } = await apiData<{ price: number }>(
    await request.get('/api/trading/order-context?symbol=005930', { headers: bearer(student) }),
  );
  await page.goto('/trading');
  let dialog = await openBuy(page, '005930');
  await dialog.getByLabel('수량 (주)').fill(String(Math.ceil(4_000_000 / price)));
  await dialog.getByLabel('투자 판단 근거').fill('삼성전자에 자산의 대부분을 걸어 봅니다.');
  await expect(dialog.getByRole('list', { name: '주문 전 확인' })).toContainText(
    '한 종목 비중은 총 자산의 30 %까지예요',
  );
  await dialog.getByRole('button', { name: '매수하기' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    /한 종목 비중은 총 자산의 30 %까지예요: 이 주문 후 \d+\.\d %/,
  );
  expectConsoleErrors(consoleErrors, /422/);
  // 최대 suggests only what the rule lets through: the modal has nothing left to warn about.
  await dialog.getByRole('button', { name: /^최대: / }).click();
  await expect(dialog.getByLabel('수량 (주)')).not.toHaveValue(
    String(Math.ceil(4_000_000 / price)),
  );
  await expect(dialog.getByRole('list', { name: '주문 전 확인' })).toHaveCount(0);
  await dialog.getByRole('button', { name: '취소' }).click();

  // A limit buy well under the price rests in 미체결 with its reservation, then is cancelled.
  const limit = roundToTick(price * 0.8, 'up');
  dialog = await openBuy(page, '005930');
  await dialog.getByRole('radio', { name: '지정가' }).click();
  await dialog.getByLabel('주문 가격 (원)').fill(String(limit));
  await dialog.getByLabel('수량 (주)').fill('1');
  await dialog.getByLabel('투자 판단 근거').fill('20 % 싸지면 한 주 사겠습니다.');
  await expect(dialog.getByText('주문 가능 현금')).toBeVisible();
  await dialog.getByRole('button', { name: '매수하기' }).click();
  await expect(
    page.getByText('지정가 주문이 접수되었습니다. 미체결 목록에서 확인하세요'),
  ).toBeVisible();
  const openOrders = page.getByRole('region', { name: '미체결 주문' });
  await expect(openOrders).toContainText('지정가 매수 삼성전자 1주');
  const reserved = await apiData<{ reservedCash: number; availableCash: number; cash: number }>(
    await request.get('/api/trading/order-context?symbol=005930', { headers: bearer(student) }),
  );
  expect(reserved.reservedCash).toBeGreaterThanOrEqual(limit);
  expect(reserved.availableCash).toBe(reserved.cash - reserved.reservedCash);

  await openOrders.getByRole('button', { name: '삼성전자 지정가 매수 주문 취소' }).click();
  await expect(page.getByText('주문을 취소했어요')).toBeVisible();
  await expect(openOrders).toContainText('미체결 주문이 없어요');

  // The rule change is in the class's log (the teacher signs in again: logging out ended the session).
  const again = await signIn(request, teacher.email);
  const log = await apiData<Array<{ changes: Array<{ rule: string }> }>>(
    await request.get(`/api/teacher/classes/${klass.id}/rules/changes`, {
      headers: bearer(again),
    }),
  );
  expect(log[0]!.changes.map((c) => c.rule)).toEqual(['한 종목 비중']);
});

test('the trade modal with 지정가 still fits a 360 px phone', async ({ page, request }) => {
  const { students } = await seedSchool(request, ['서하린']);
  const student = students[0]!;
  await chooseWatchlist(request, student, ['005930']);
  await page.setViewportSize({ width: 360, height: 740 });
  await login(page, student.email, 'pass1234');
  await page.goto('/trading');
  const dialog = await openBuy(page, '005930');
  await dialog.getByRole('radio', { name: '지정가' }).click();
  await expect(dialog.getByLabel('주문 가격 (원)')).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  await page.screenshot({ path: 'test-results/screenshots/trade-modal-limit-360.png' });
  const axe = await new AxeBuilder({ page }).include('.order-type-fields').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
