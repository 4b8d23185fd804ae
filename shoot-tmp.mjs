import { chromium } from '@playwright/test';
const base = 'http://localhost:3400';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking'] });
async function session(email, width, height, theme) {
  const ctx = await browser.newContext({ viewport: { width, height }, locale: 'ko-KR', timezoneId: 'Asia/Seoul', colorScheme: theme });
  const page = await ctx.newPage();
  await page.goto(base + '/login');
  await page.getByLabel('이메일').fill(email);
  await page.getByLabel('비밀번호').fill('demo1234');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await page.waitForTimeout(2000);
  return page;
}
const shots = JSON.parse(process.argv[2]);
for (const s of shots) {
  const page = await session(s.email, s.w, s.h, s.theme ?? 'light');
  for (const [name, path] of s.pages) {
    await page.goto(base + path);
    await page.waitForTimeout(2500);
    if (s.click) for (const c of s.click[name] ?? []) { await page.getByRole(c.role, { name: c.name }).first().click().catch(()=>{}); await page.waitForTimeout(800); }
    await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: s.full ?? true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    console.log(name, 'overflowX', overflow);
  }
  await page.context().close();
}
await browser.close();
