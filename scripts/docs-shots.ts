// npm run docs:shots: the guides' screenshots remade from the demo school on the current build.
// Seeds the demo into a fresh temporary database, starts the built server on it, and photographs
// the pages the teacher's guide walks through with Debian's Chromium (CHROMIUM_PATH to change).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_TEACHER_EMAIL, demoStudentEmail } from '../src/server/demo/seed';

const PORT = 3391;
const base = `http://localhost:${PORT}`;
const out = 'docs/images';
const dataDir = mkdtempSync(join(tmpdir(), 'stockclass-docs-'));
const env = { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), ADMIN_PASSWORD: 'admin1234' };

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

async function healthy() {
  for (;;) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function signIn(page: Page, email: string) {
  await page.goto(`${base}/login`);
  await page.getByLabel('이메일 또는 로그인 ID').fill(email);
  await page.getByLabel('비밀번호').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await page.waitForURL(/\/(teacher|dashboard)$/);
}

async function shot(page: Page, path: string, name: string, tab?: string) {
  await page.goto(`${base}${path}`);
  await page.waitForLoadState('networkidle');
  if (tab) await page.getByRole('tab', { name: tab }).first().click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: join(out, `${name}.png`) });
  console.info(`docs/images/${name}.png`);
}

run(process.execPath, ['--import', 'tsx', 'scripts/demo.ts']);
const server = spawn(process.execPath, ['dist/server/index.js'], { env, stdio: 'ignore' });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  await healthy();
  const desktop = {
    viewport: { width: 1366, height: 768 },
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  };
  const teacher = await browser.newPage(desktop);
  await signIn(teacher, DEMO_TEACHER_EMAIL);
  await shot(teacher, '/teacher', 'teacher-home');
  await shot(teacher, '/teacher/class/1', 'class-students');
  await shot(teacher, '/teacher/class/1', 'class-roster', '명렬표·가입 승인');
  await shot(teacher, '/teacher/class/1', 'class-rules', '우리 반 규칙');
  await shot(teacher, '/teacher/class/1', 'class-reviews', '근거 평가');
  await shot(teacher, '/lessons', 'lessons');
  const phone = await browser.newPage({ ...desktop, viewport: { width: 360, height: 780 } });
  await signIn(phone, demoStudentEmail(1));
  await shot(phone, '/dashboard', 'student-dashboard');
  await shot(phone, '/trading', 'student-trading');
  await shot(phone, '/lessons/matrix', 'student-lesson-matrix');
  const projector = await browser.newPage({ ...desktop, viewport: { width: 1920, height: 1080 } });
  await signIn(projector, DEMO_TEACHER_EMAIL);
  await projector.goto(`${base}/lessons/marginal`);
  await projector.getByRole('combobox', { name: /^학생/ }).selectOption({ index: 1 });
  await shot(projector, '/lessons/marginal' + new URL(projector.url()).search, 'projector-lesson');
} finally {
  await browser.close();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
