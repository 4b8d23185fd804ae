import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { ADMIN, login } from './helpers';
import { PASSWORD, seedSchool } from './school';

test('the admin exports a class record as a ZIP, then anonymises its students after naming the class', async ({
  page,
  request,
}) => {
  const { klass, students } = await seedSchool(request, ['기록하나', '기록두리']);
  await login(page, ADMIN.email, ADMIN.password);
  await page.getByRole('tab', { name: '클래스 기록' }).click();
  const row = page.getByRole('listitem').filter({ hasText: klass.name });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: '기록 내보내기 (ZIP)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${klass.name} 기록.zip`);
  const archive = await readFile((await download.path())!);
  expect(archive.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
  expect(archive.toString('utf8')).toContain('students.csv');
  expect(archive.toString('utf8')).toContain('기록하나');

  await row.getByRole('button', { name: '개인정보 파기' }).click();
  const dialog = page.getByRole('dialog', { name: '개인정보 파기' });
  await expect(dialog).toContainText(`${klass.name} 클래스 학생 2명의 개인정보를`);
  const erase = dialog.getByRole('button', { name: '파기하기' });
  await expect(erase).toBeDisabled();
  await dialog.getByLabel(/확인: 클래스 이름/).fill(klass.name);
  await erase.click();
  await expect(page.getByText(`${klass.name}: 학생 2명의 개인정보를 파기했습니다`)).toBeVisible();

  const signIn = await request.post('/api/auth/login', {
    data: { email: students[0]!.email, password: PASSWORD },
  });
  expect(signIn.status()).toBe(401);
});
