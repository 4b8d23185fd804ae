import { eq, inArray } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { portfolioSnapshots, trades, users } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import { asUser, call } from './accounts.helpers';
import { classRecordScene } from './class-record.helpers';
import { unzip } from './unzip.helpers';

let t: TestApp;
beforeEach(() => {
  t = createTestApp();
});
afterEach(() => t.dispose());

/** A class of two students with a trade each, a daily snapshot and an admin. */
const scene = () =>
  classRecordScene(t, {
    rationales: [
      ['garam', '이나래가 추천했고 반도체가 좋아 보여서 샀다. garam@mail.kr'],
      ['narae', '가람이랑 같이 분석했다.'],
    ],
    values: { garam: 10_100_000 },
  });

const erase = (classId: number, body: unknown, headers: Record<string, string>) =>
  call<{ mode: string; students: number }>(t, 'POST', `/api/admin/classes/${classId}/erase`, {
    body,
    headers,
  });

describe('GET /api/admin/classes/{id}/export', () => {
  it("zips the class's CSVs (학번 as text) and its 세특 pages, and nothing of another class", async () => {
    const { klass, admin } = await scene();
    const response = await t.app.request(`/api/admin/classes/${klass.id}/export`, {
      headers: admin,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    const files = unzip(Buffer.from(await response.arrayBuffer()));
    expect([...files.keys()]).toEqual([
      'students.csv',
      'transactions.csv',
      'scores.csv',
      'snapshots.csv',
      '세특.html',
    ]);
    expect(files.get('students.csv')).toContain('"=""10501""",김가람');
    expect(files.get('transactions.csv')).toContain('반도체가 좋아 보여서');
    expect(files.get('transactions.csv')).not.toContain('다른 반의 기록');
    expect(files.get('snapshots.csv')).toContain('2026-03-03,"=""10501""",김가람,10100000');
    expect(files.get('세특.html')).toContain('<h2>김가람 (10501)</h2>');
  });

  it('is for the admin only: the class teacher is refused', async () => {
    const { klass, teacher } = await scene();
    const response = await t.app.request(`/api/admin/classes/${klass.id}/export`, {
      headers: await asUser(t, teacher),
    });
    expect(response.status).toBe(403);
  });
});

describe('POST /api/admin/classes/{id}/erase', () => {
  it('anonymises: names become 학생 1, 2, logins and personal text go, figures stay', async () => {
    const { klass, garam, narae, other, admin } = await scene();
    const answer = await erase(klass.id, { mode: 'anonymise', confirm: '경제수학 5반' }, admin);
    expect(answer.body.data).toEqual({ mode: 'anonymise', students: 2 });

    const rows = t.db
      .select()
      .from(users)
      .where(inArray(users.id, [garam.id, narae.id]))
      .all();
    expect(rows.map((r) => [r.name, r.number, r.isActive, r.contactEmail])).toEqual([
      ['학생 1', null, false, null],
      ['학생 2', null, false, null],
    ]);
    expect(rows.some((r) => r.email.includes('garam'))).toBe(false);
    const reasons = t.db.select().from(trades).orderBy(trades.id).all();
    expect(reasons.map((r) => r.reason)).toEqual([
      '학생 2가 추천했고 반도체가 좋아 보여서 샀다. [이메일 삭제]',
      '학생 1이랑 같이 분석했다.',
      '다른 반의 기록',
    ]);
    expect(reasons.map((r) => r.totalAmount)).toEqual([100_000, 100_000, 100_000]);
    expect(t.db.select().from(portfolioSnapshots).all()).toHaveLength(1);
    expect(t.db.select().from(users).where(eq(users.id, other.id)).get()!.name).toBe('박다른');

    const signIn = await call(t, 'POST', '/api/auth/login', {
      body: { email: 'garam@school.kr', password: garam.password },
    });
    expect(signIn.status).toBe(401);
  });

  it('deletes the students and their data entirely', async () => {
    const { klass, garam, narae, other, admin } = await scene();
    const answer = await erase(klass.id, { mode: 'delete', confirm: '경제수학 5반' }, admin);
    expect(answer.body.data).toEqual({ mode: 'delete', students: 2 });
    expect(
      t.db
        .select()
        .from(users)
        .where(inArray(users.id, [garam.id, narae.id]))
        .all(),
    ).toEqual([]);
    expect(
      t.db
        .select()
        .from(trades)
        .all()
        .map((r) => r.userId),
    ).toEqual([other.id]);
    expect(t.db.select().from(portfolioSnapshots).all()).toEqual([]);
  });

  it('refuses a confirmation that is not the class name, in Korean, and changes nothing', async () => {
    const { klass, garam, admin } = await scene();
    const answer = await erase(klass.id, { mode: 'delete', confirm: '경제수학' }, admin);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('확인란에 클래스 이름을 정확히 입력해야 파기할 수 있습니다.');
    expect(
      (await erase(klass.id, { mode: 'shred', confirm: '경제수학 5반' }, admin)).body.message,
    ).toBe('파기 방식을 골라주세요 (익명화 또는 삭제).');
    expect(t.db.select().from(users).where(eq(users.id, garam.id)).get()!.name).toBe('김가람');
  });

  it("refuses the class's teacher", async () => {
    const { klass, teacher } = await scene();
    const answer = await erase(
      klass.id,
      { mode: 'delete', confirm: '경제수학 5반' },
      await asUser(t, teacher),
    );
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('관리자만 사용할 수 있습니다.');
  });
});
