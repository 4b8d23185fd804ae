import { expect, test } from './fixtures';
import { login } from './helpers';
import { apiData, bearer, chooseWatchlist, PASSWORD, seedSchool, trade } from './school';

test.use({ viewport: { width: 1920, height: 1080 } });

test('the projector shows a trade and the new standings within two seconds, without a reload', async ({
  page,
  request,
}) => {
  const { teacher, klass, students } = await seedSchool(request, ['최서윤', '정하준']);
  for (const student of students) await chooseWatchlist(request, student, ['005930', '000660']);
  const link = await apiData<{ url: string }>(
    await request.post(`/api/teacher/classes/${klass.id}/display-links`, {
      headers: bearer(teacher),
    }),
  );

  // The projector PC opens the read-only link: no login.
  await page.goto(link.url);
  await expect(page.getByRole('heading', { name: klass.name })).toBeVisible();
  await expect(page.getByText('실시간', { exact: true })).toBeVisible();
  const leaders = page.getByRole('region', { name: '리더보드' });
  await expect(leaders.getByRole('listitem')).toHaveCount(2);
  // Ranked by the return a teacher's cash change does not move, and it says so.
  await expect(leaders.getByRole('heading', { name: /투자 실력 수익률 순위/ })).toBeVisible();
  await expect(leaders.getByRole('listitem').first()).toContainText('%');

  // The row shows its move for one update: remember whether the trader's row ever did.
  await page.evaluate(() => {
    const seen = document.body.dataset;
    const observer = new MutationObserver(() => {
      for (const row of document.querySelectorAll('.leaders li.moved-down'))
        if (row.textContent?.includes('정하준') && row.textContent.includes('▼1')) {
          observer.disconnect();
          seen.sawDrop = 'yes';
        }
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributeFilter: ['class'],
    });
  });
  await trade(request, students[1]!, 'buy', {
    symbol: '000660',
    quantity: 1,
    reason: 'HBM 수요가 계속 늘어날 것이라고 생각합니다.',
  });

  const feed = page.getByRole('region', { name: '실시간 거래' });
  await expect(feed.getByText('HBM 수요가 계속 늘어날 것이라고 생각합니다.')).toBeVisible({
    timeout: 2_000,
  });
  await expect(feed).toContainText('SK하이닉스');
  await expect(feed).toContainText('정하준');
  // Selling at once closes the round trip: whatever the replay's price did in between, fees and
  // tax leave the trader below the student who did nothing, and the row showed the move.
  await trade(request, students[1]!, 'sell', {
    symbol: '000660',
    quantity: 1,
    reason: '생각이 바뀌어 바로 정리합니다.',
  });
  await expect(leaders.getByRole('listitem').nth(1)).toContainText('정하준', { timeout: 2_000 });
  await expect(page.locator('body')).toHaveAttribute('data-saw-drop', 'yes');
  await page.screenshot({ path: 'test-results/screenshots/projector-1920x1080.png' });

  // The teacher hides names from the class page while the projector is showing.
  await request.put(`/api/teacher/classes/${klass.id}/projector`, {
    headers: bearer(teacher),
    data: { names: 'INITIALS', reasons: 'SHORT', period: 'all' },
  });
  await expect(leaders).toContainText('정○준', { timeout: 2_000 });
  await expect(leaders).not.toContainText('정하준');

  // Revoking the link ends the projector's access.
  const links = await apiData<Array<{ id: number }>>(
    await request.get(`/api/teacher/classes/${klass.id}/display-links`, {
      headers: bearer(teacher),
    }),
  );
  await request.delete(`/api/teacher/classes/${klass.id}/display-links/${links[0]!.id}`, {
    headers: bearer(teacher),
  });
  const state = await request.get(`/api${link.url}/state`);
  expect(state.status()).toBe(404);
});

test('a display link comes with a QR code, copy buttons and a short code that opens it', async ({
  page,
  browser,
  request,
}) => {
  const { teacher, klass } = await seedSchool(request, ['한지우']);
  await login(page, teacher.email, PASSWORD);
  await page.goto(`/teacher/class/${klass.id}`);
  const panel = page.getByRole('region', { name: '프로젝터 설정' });
  await panel.getByRole('button', { name: '새 화면 링크' }).click();
  await expect(panel.getByRole('img', { name: '프로젝터 화면 QR 코드' })).toBeVisible();
  await expect(panel.getByRole('button', { name: '짧은 주소 복사' })).toBeVisible();
  await expect(panel.getByRole('button', { name: '전체 링크 복사' })).toBeVisible();
  const short = await panel.getByRole('textbox', { name: '짧은 주소' }).inputValue();
  expect(short).toMatch(/\/p\/[2-9A-HJ-NP-Z]{8}$/);
  await expect(panel.getByRole('button', { name: '폐기' })).toBeVisible();

  // The classroom PC, signed in as nobody, types the short address.
  const classroom = await browser.newPage();
  await classroom.goto(new URL(short).pathname.toLowerCase());
  await expect(classroom.getByRole('heading', { name: klass.name })).toBeVisible();
  await classroom.close();
});
