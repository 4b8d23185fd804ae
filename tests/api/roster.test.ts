import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cashLedger, users } from '../../src/server/db/schema';
import { insertClass, insertUser } from '../../src/server/testing/factories';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import { createSessions } from '../../src/server/services/accounts/sessions';
import { createUsersService, ensureAdmin } from '../../src/server/services/users.service';
import type { LoginResponse } from '../../src/shared/schemas/auth';
import type { RosterImportResult, RosterPreview } from '../../src/shared/schemas/roster';
import { asUser, call, cast, type Cast } from './accounts.helpers';

let t: TestApp;
let c: Cast;
beforeEach(async () => {
  t = createTestApp();
  c = await cast(t);
});
afterEach(() => t.dispose());

/** A 명렬표 as a spreadsheet pastes it: an extra column, the header in its own order. */
function rosterOf(names: string[], room = 3) {
  const lines = names.map((name, i) => `${i + 1}\t${name}\t1\t${room}\t010-0000-0000`);
  return ['번호\t이름\t학년\t반\t연락처', ...lines].join('\n');
}
const thirty = Array.from({ length: 30 }, (_, i) => `학생${String(i + 1).padStart(2, '0')}`);

const preview = async (text: string, classId = c.ownClass.id, who = c.teacher) =>
  call<RosterPreview>(t, 'POST', `/api/teacher/classes/${classId}/roster/preview`, {
    body: { text },
    headers: await asUser(t, who),
  });
const importRoster = async (
  text: string,
  extra: { confirm?: boolean } = {},
  who = c.teacher,
  classId = c.ownClass.id,
) =>
  call<RosterImportResult>(t, 'POST', `/api/teacher/classes/${classId}/roster`, {
    body: { text, ...extra },
    headers: await asUser(t, who),
  });
const login = (email: string, password: string) =>
  call<LoginResponse>(t, 'POST', '/api/auth/login', { body: { email, password } });
const studentsOfClass = () =>
  t.db.select().from(users).where(eq(users.classId, c.ownClass.id)).all();

describe('명렬표 preview', () => {
  it('reads 30 students in any column order and creates nothing yet', async () => {
    const before = studentsOfClass().length;
    const { status, body } = await preview(rosterOf(thirty));
    expect(status).toBe(200);
    expect(body.data.rows).toHaveLength(30);
    // 학번 = 학년 1 + 반 03 + 번호 07; the class starts in 2026 (its school year).
    expect(body.data.rows[6]).toEqual({
      line: 8,
      number: '10307',
      name: '학생07',
      loginId: '2026-10307@stockclass.local',
      status: 'new',
      error: null,
    });
    expect(studentsOfClass()).toHaveLength(before);
  });

  it('reports each bad line in Korean: missing 이름, duplicate 번호, a 반 that is not a number', async () => {
    const text =
      '학년,반,번호,이름\n1,3,1,김가람\n1,3,2,\n1,3,1,이나래\n1,삼,4,박다온\n\n1,3,5,최라온';
    const { body } = await preview(text);
    expect(body.data.rows.map((r) => [r.line, r.status, r.error])).toEqual([
      [2, 'new', null],
      [3, 'error', '이름이 비어 있습니다'],
      [4, 'error', '학번 10301이 2행과 겹칩니다'],
      [5, 'error', '반은 1~99 사이의 숫자여야 합니다'],
      [7, 'new', null],
    ]);
  });

  it('finds the header under the title lines NEIS prints above it, and says which it passed over', async () => {
    const neis = [
      '○○고등학교,,,',
      '2026학년도 1학년 3반 명렬표,,,',
      ',,,',
      '번호,성명,학년,반',
      '1,김가람,1,3',
      '2,이나래,1,3',
    ].join('\n');
    const { status, body } = await preview(neis);
    expect(status).toBe(200);
    expect(body.data.skipped).toEqual([
      { line: 1, text: '○○고등학교' },
      { line: 2, text: '2026학년도 1학년 3반 명렬표' },
    ]);
    expect(body.data.rows.map((r) => [r.line, r.number, r.name, r.status])).toEqual([
      [5, '10301', '김가람', 'new'],
      [6, '10302', '이나래', 'new'],
    ]);
    const tabs = '2026학년도 명렬표\n학년\t반\t번호\t이름\n1\t3\t1\t김가람';
    expect((await preview(tabs)).body.data.rows[0]).toMatchObject({ line: 3, name: '김가람' });
    expect((await preview(rosterOf(['김가람']))).body.data.skipped).toEqual([]);
  });

  it('refuses names with control, bidi or invisible characters, line by line', async () => {
    const text = [
      '학년,반,번호,이름',
      '1,3,1,김\u0000가람',
      '1,3,2,이나래\u0007',
      '1,3,3,박\u202E온다',
      '1,3,4,최\u200B라온',
      '1,3,5,"정하\n늘"',
      '1,3,6,한\u2067봄',
      '1,3,7,윤슬기',
    ].join('\n');
    const hidden =
      '이름에 줄바꿈, 제어 문자, 글자 방향을 바꾸는 문자나 보이지 않는 문자는 쓸 수 없습니다';
    const { body } = await preview(text);
    expect(body.data.rows.map((r) => [r.number, r.error])).toEqual([
      ['10301', hidden],
      ['10302', hidden],
      ['10303', hidden],
      ['10304', hidden],
      ['10305', hidden],
      ['10306', hidden],
      ['10307', null],
    ]);
  });

  it('answers 400 in Korean when the header lacks a column', async () => {
    const { status, body } = await preview('학년,반,이름\n1,3,김가람');
    expect(status).toBe(400);
    expect(body.message).toBe(
      '첫 줄에 학년, 반, 번호, 이름(또는 학번, 이름) 열 제목이 있어야 합니다. 빠진 열: 번호',
    );
    // With a 학번 column only the name is needed, and only what is absent is named.
    const noName = await preview('학번,연락처\n20301,010-0000-0000');
    expect(noName.body.message).toBe(
      '첫 줄에 학년, 반, 번호, 이름(또는 학번, 이름) 열 제목이 있어야 합니다. 빠진 열: 이름',
    );
  });

  it('reads a 학번 + 이름 file: 20301 is 2학년 3반 1번', async () => {
    const text =
      '2026학년도 2학년 3반\n학번,이름\n20301,김가람\n20302,이나래\n2031,박다온\n70301,최라온';
    const { status, body } = await preview(text);
    expect(status).toBe(200);
    expect(body.data.rows.map((r) => [r.line, r.number, r.loginId, r.error])).toEqual([
      [3, '20301', '2026-20301@stockclass.local', null],
      [4, '20302', '2026-20302@stockclass.local', null],
      [5, null, null, '학번은 20301(2학년 3반 1번)처럼 다섯 자리 숫자여야 합니다'],
      [6, null, null, '학년은 1~6 사이의 숫자여야 합니다'],
    ]);
  });

  it('takes 2,000 lines and refuses 2,001 with a Korean message', { timeout: 60_000 }, async () => {
    const line = (i: number) =>
      `${(i % 6) + 1},${(Math.floor(i / 99) % 99) + 1},${(i % 99) + 1},학생`;
    const rows = (n: number) =>
      ['학년,반,번호,이름', ...Array.from({ length: n }, (_, i) => line(i))].join('\n');
    const ok = await preview(rows(2000));
    expect(ok.status).toBe(200);
    expect(ok.body.data.rows).toHaveLength(2000);
    const imported = await importRoster(rows(2000));
    expect(imported.body.data.created).toHaveLength(2000);
    const tooMany = await preview(rows(2001));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe(
      '명렬표는 한 번에 2,000명까지 가져올 수 있습니다. 나누어 가져와 주세요.',
    );
  });
});

describe('명렬표 import', () => {
  it('creates approved students with the starting cash, each a one-time password', async () => {
    const { status, body } = await importRoster(rosterOf(thirty));
    expect(status).toBe(201);
    expect(body.data.created).toHaveLength(30);
    expect(body.data.errors).toEqual([]);
    const first = body.data.created[0]!;
    expect(first).toMatchObject({ number: '10301', name: '학생01' });
    expect(first.temporaryPassword).toMatch(/^[a-hj-km-np-z]{7}[2-9]{3}$/);
    const row = t.db.select().from(users).where(eq(users.id, first.studentId)).get()!;
    expect(row).toMatchObject({ role: 'STUDENT', cash: 10_000_000, number: '10301' });
    const ledger = t.db.select().from(cashLedger).where(eq(cashLedger.userId, row.id)).all();
    expect(ledger.map((l) => [l.kind, l.amount])).toEqual([['INITIAL', 10_000_000]]);
  });

  it('again with a corrected name and one more student: updates, adds, never doubles or resets', async () => {
    const first = await importRoster(rosterOf(thirty));
    const kept = first.body.data.created[1]!;
    const again = await importRoster(rosterOf([...thirty.slice(0, 29), '학생삼십', '전학생']));
    expect(again.body.data.created.map((s) => s.name)).toEqual(['전학생']);
    expect(again.body.data.updated).toHaveLength(30);
    expect(studentsOfClass().filter((u) => u.role === 'STUDENT')).toHaveLength(1 + 31);
    expect(studentsOfClass().find((u) => u.number === '10330')?.name).toBe('학생삼십');
    expect((await login(kept.loginId, kept.temporaryPassword)).status).toBe(200);
  });

  it('creates nothing from a list with errors until the teacher confirms, then only the good lines', async () => {
    const text = '학년,반,번호,이름\n1,3,1,김가람\n1,3,2,\n1,3,1,이나래';
    const before = studentsOfClass().length;
    const refused = await importRoster(text);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('ROSTER_HAS_ERRORS');
    expect(refused.body.message).toBe(
      '오류가 있는 행이 2개 있습니다. 고친 뒤 다시 가져오거나, 오류 행을 빼고 가져오기를 확인해주세요.',
    );
    expect(studentsOfClass()).toHaveLength(before);
    const confirmed = await importRoster(text, { confirm: true });
    expect(confirmed.body.data.created.map((s) => s.name)).toEqual(['김가람']);
    expect(confirmed.body.data.errors.map((e) => e.line)).toEqual([3, 4]);
  });

  it('refuses a 학번 whose login ID another class already uses', async () => {
    const elsewhere = insertClass(t.db, { teacherId: c.teacher.id, startDate: '2026-03-02' });
    insertUser(t.db, {
      email: '2026-10301@stockclass.local',
      classId: elsewhere.id,
      createdByRoster: true,
    });
    const { body } = await preview('학년,반,번호,이름\n1,3,1,김가람');
    expect(body.data.rows[0]!.error).toBe(
      '이 학번의 로그인 ID를 다른 클래스의 계정이 이미 쓰고 있습니다',
    );
  });
});

describe('a login ID someone registered before the import', () => {
  // Registering there is refused now; these accounts are ones a database already holds.
  const squatter = (role: 'GUEST' | 'STUDENT') =>
    insertUser(t.db, {
      email: '2026-10301@stockclass.local',
      name: '끼어든학생',
      role,
      classId: c.ownClass.id,
    });
  const text = '학년,반,번호,이름\n1,3,1,김가람\n1,3,2,이나래';
  const registered =
    '이 학번의 로그인 ID로 누군가 직접 가입한 계정이 있습니다. 명렬표의 학생으로 쓰지 않으니, 그 계정을 거절하거나 관리자에게 삭제를 요청한 뒤 다시 가져와 주세요.';

  it.each(['GUEST', 'STUDENT'] as const)(
    'shows a %s account at the ID as a numbered row problem, never an update',
    async (role) => {
      const account = squatter(role);
      const seen = await preview(text);
      expect(seen.body.data.rows.map((r) => [r.line, r.status, r.error])).toEqual([
        [2, 'error', registered],
        [3, 'new', null],
      ]);
      const refused = await importRoster(text);
      expect(refused.status).toBe(422);
      const imported = await importRoster(text, { confirm: true });
      expect(imported.body.data.errors).toEqual([{ line: 2, error: registered }]);
      expect(imported.body.data.updated).toEqual([]);
      expect(imported.body.data.created.map((s) => s.number)).toEqual(['10302']);
      // The account keeps what it was: no real name, no 학번, no role it did not have.
      const after = t.db.select().from(users).where(eq(users.id, account.id)).get()!;
      expect([after.name, after.number, after.role]).toEqual(['끼어든학생', null, role]);
    },
  );
});

describe('a class that started in another year, and a class that has ended', () => {
  const end = async (classId: number) =>
    call(t, 'POST', `/api/teacher/classes/${classId}/end`, { headers: await asUser(t, c.teacher) });

  /** 김가람 imported into last year's class (ID 2025-10301), then moved into this year's. */
  async function movedFromLastYear() {
    const lastYear = insertClass(t.db, { teacherId: c.teacher.id, startDate: '2025-03-03' });
    const text = '학년,반,번호,이름\n1,3,1,김가람';
    const card = (await importRoster(text, {}, c.teacher, lastYear.id)).body.data.created[0]!;
    expect(card.loginId).toBe('2025-10301@stockclass.local');
    expect((await end(lastYear.id)).status).toBe(200);
    const next = await call<{ id: number }>(
      t,
      'POST',
      `/api/teacher/classes/${lastYear.id}/successor`,
      {
        headers: await asUser(t, c.teacher),
        body: { name: '2026 1학년 3반', startDate: '2026-03-02', studentIds: [card.studentId] },
      },
    );
    expect(next.status).toBe(201);
    return { card, lastYear, classId: next.body.data.id };
  }

  it('a moved student found again by 학번 keeps their login and password, and is not doubled', async () => {
    const { card, classId } = await movedFromLastYear();
    const text = '학년,반,번호,이름\n1,3,1,김가람(개명)\n1,3,2,이나래';
    const seen = await preview(text, classId);
    expect(seen.body.data.rows.map((r) => [r.loginId, r.status])).toEqual([
      ['2025-10301@stockclass.local', 'update'],
      ['2026-10302@stockclass.local', 'new'],
    ]);
    const imported = await importRoster(text, {}, c.teacher, classId);
    expect(imported.status).toBe(201);
    expect(imported.body.data.created.map((s) => s.loginId)).toEqual([
      '2026-10302@stockclass.local',
    ]);
    expect(imported.body.data.updated.map((s) => s.name)).toEqual(['김가람(개명)']);
    const inClass = t.db.select().from(users).where(eq(users.classId, classId)).all();
    expect(inClass.map((u) => u.number).sort()).toEqual(['10301', '10302']);
    expect((await login(card.loginId, card.temporaryPassword)).body.data.user.name).toBe(
      '김가람(개명)',
    );
  });

  it("refuses a teacher's password reset for a moved student's record, not for the student", async () => {
    const { card, classId } = await movedFromLastYear();
    const reset = async (id: number) =>
      call(t, 'POST', `/api/teacher/students/${id}/reset-password`, {
        headers: await asUser(t, c.teacher),
      });
    const onRecord = await reset(card.studentId);
    expect(onRecord.status).toBe(409);
    expect(onRecord.body.message).toBe(
      '다른 클래스로 옮긴 학생의 기록입니다. 비밀번호는 학생이 지금 속한 클래스에서 재설정해주세요.',
    );
    // The card still opens the account: nothing was reset.
    expect((await login(card.loginId, card.temporaryPassword)).status).toBe(200);
    const moved = t.db.select().from(users).where(eq(users.classId, classId)).get()!;
    expect((await reset(moved.id)).status).toBe(200);
  });

  it('refuses importing into and approving for an ended class, in Korean', async () => {
    const waiting = insertUser(t.db, { role: 'GUEST', classId: c.ownClass.id });
    expect((await end(c.ownClass.id)).status).toBe(200);
    const text = rosterOf(['김가람']);
    const [seen, imported] = [await preview(text), await importRoster(text)];
    for (const answer of [seen, imported]) {
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe(
        '종료된 클래스에는 명렬표를 가져올 수 없습니다. 다음 학기 클래스를 만들어 그 클래스로 가져와 주세요.',
      );
    }
    const headers = await asUser(t, c.teacher);
    const approvals = [
      await call(t, 'POST', `/api/teacher/classes/${c.ownClass.id}/approvals`, {
        headers,
        body: { userIds: [c.guest.id] },
      }),
      await call(t, 'PUT', `/api/teacher/pending/${waiting.id}/approve`, { headers }),
    ];
    for (const answer of approvals) {
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe(
        '종료된 클래스에는 학생을 승인할 수 없습니다. 다음 학기 클래스의 코드로 가입하도록 안내해주세요.',
      );
    }
    const roles = [c.guest.id, waiting.id].map(
      (id) => t.db.select().from(users).where(eq(users.id, id)).get()!.role,
    );
    expect(roles).toEqual(['GUEST', 'GUEST']);
    expect(studentsOfClass().filter((u) => u.name === '김가람')).toEqual([]);
  });
});

describe('first sign-in with a temporary password', () => {
  it('answers mustChangePassword, refuses every other call until the new password is chosen', async () => {
    const { body } = await importRoster(rosterOf(['김가람']));
    const card = body.data.created[0]!;
    const signedIn = await login(card.loginId, card.temporaryPassword);
    expect(signedIn.body.data.mustChangePassword).toBe(true);
    const auth = { Authorization: `Bearer ${signedIn.body.data.accessToken}` };
    const blocked = await call(t, 'GET', '/api/leaderboard', { headers: auth });
    expect(blocked.status).toBe(403);
    expect(blocked.body.code).toBe('PASSWORD_CHANGE_REQUIRED');

    const change = (currentPassword: string, newPassword: string) =>
      call(t, 'POST', '/api/auth/change-password', {
        headers: auth,
        body: { currentPassword, newPassword },
      });
    expect((await change('wrong123', 'mine1234')).body.message).toBe(
      '현재 비밀번호가 올바르지 않습니다.',
    );
    expect((await change(card.temporaryPassword, 'short')).status).toBe(400);
    expect((await change(card.temporaryPassword, 'mine1234')).status).toBe(200);
    expect((await call(t, 'GET', '/api/leaderboard', { headers: auth })).status).toBe(200);
    const again = await login(card.loginId, 'mine1234');
    expect(again.body.data.mustChangePassword).toBe(false);
  });
});

describe('the bootstrap admin', () => {
  it('must change a generated first password at first sign-in', async () => {
    t.dispose();
    t = createTestApp(); // no admin yet
    const deps = { db: t.db, clock: t.clock, passwords: t.deps.passwords!, log: vi.fn() };
    await ensureAdmin({ ...deps, email: 'first@school.kr' });
    const password = /password (\S+) /.exec(String(deps.log.mock.calls[0]![0]))![1]!;
    expect((await login('first@school.kr', password)).body.data.mustChangePassword).toBe(true);
  });
});

describe('authorization', () => {
  it("a teacher cannot preview, import, approve or reset in another teacher's class", async () => {
    const other = await asUser(t, c.otherTeacher);
    const text = rosterOf(['김가람']);
    const attempts = await Promise.all([
      preview(text, c.ownClass.id, c.otherTeacher),
      importRoster(text, {}, c.otherTeacher),
      call(t, 'POST', `/api/teacher/classes/${c.ownClass.id}/approvals`, {
        headers: other,
        body: { userIds: [c.guest.id] },
      }),
      call(t, 'POST', `/api/teacher/students/${c.student.id}/reset-password`, { headers: other }),
    ]);
    expect(attempts.map((a) => a.status)).toEqual([404, 404, 404, 404]);
    expect(studentsOfClass().filter((u) => u.name === '김가람')).toEqual([]);
    expect(t.db.select().from(users).where(eq(users.id, c.guest.id)).get()!.role).toBe('GUEST');
  });

  it('a teacher cannot reset the password of a teacher, and a student cannot reset at all', async () => {
    const teacherTarget = await call(
      t,
      'POST',
      `/api/teacher/students/${c.otherTeacher.id}/reset-password`,
      { headers: await asUser(t, c.teacher) },
    );
    expect(teacherTarget.status).toBe(404);
    const byStudent = await call(
      t,
      'POST',
      `/api/teacher/students/${c.student.id}/reset-password`,
      {
        headers: await asUser(t, c.student),
      },
    );
    expect(byStudent.status).toBe(403);
  });
});

describe('approvals in one go', () => {
  it('approves a waiting group as students with the starting cash', async () => {
    const more = [insertUser(t.db, { role: 'GUEST', classId: c.ownClass.id }), c.guest];
    const { status, body } = await call<Array<{ role: string }>>(
      t,
      'POST',
      `/api/teacher/classes/${c.ownClass.id}/approvals`,
      { headers: await asUser(t, c.teacher), body: { userIds: more.map((u) => u.id) } },
    );
    expect(status).toBe(200);
    expect(body.data.map((u) => u.role)).toEqual(['STUDENT', 'STUDENT']);
    for (const user of more)
      expect(t.db.select().from(users).where(eq(users.id, user.id)).get()!.cash).toBe(10_000_000);
  });

  it("approves none when one of them waits for another teacher's class", async () => {
    const { status, body } = await call(
      t,
      'POST',
      `/api/teacher/classes/${c.ownClass.id}/approvals`,
      {
        headers: await asUser(t, c.teacher),
        body: { userIds: [c.guest.id, c.otherGuest.id] },
      },
    );
    expect(status).toBe(409);
    expect(body.message).toBe('이 클래스에서 승인을 기다리는 학생만 승인할 수 있습니다.');
    expect(t.db.select().from(users).where(eq(users.id, c.guest.id)).get()!.role).toBe('GUEST');
  });
});

describe('approvals with an id given twice', () => {
  const ledgerOf = (userId: number) =>
    t.db.select().from(cashLedger).where(eq(cashLedger.userId, userId)).all();
  const approve = async (userIds: number[]) =>
    call(t, 'POST', `/api/teacher/classes/${c.ownClass.id}/approvals`, {
      headers: await asUser(t, c.teacher),
      body: { userIds },
    });

  it('refuses a list naming a student twice, in Korean, and changes nothing', async () => {
    const { status, body } = await approve([c.guest.id, c.guest.id, c.guest.id]);
    expect(status).toBe(400);
    expect(body.message).toBe('같은 학생이 두 번 선택되었습니다. 한 번씩만 선택해주세요.');
    expect(t.db.select().from(users).where(eq(users.id, c.guest.id)).get()!.role).toBe('GUEST');
    expect(ledgerOf(c.guest.id)).toEqual([]);
  });

  it('the service approves each account once even when handed the same id three times', () => {
    const service = createUsersService({
      ...t.deps,
      passwords: t.deps.passwords!,
      sessions: createSessions(t.deps),
      events: t.events,
    });
    const approved = service.approveMany(
      { ...c.teacher, guardianConsentPending: false },
      c.ownClass.id,
      [c.guest.id, c.guest.id, c.guest.id],
    );
    expect(approved.map((u) => [u.id, u.role])).toEqual([[c.guest.id, 'STUDENT']]);
    // One INITIAL row: the ledger adds up to the cash (10,000,000), not to three times it.
    expect(ledgerOf(c.guest.id).map((l) => [l.kind, l.amount])).toEqual([['INITIAL', 10_000_000]]);
  });

  it('two requests approving one student at once: one succeeds, one INITIAL row', async () => {
    const answers = await Promise.all([approve([c.guest.id]), approve([c.guest.id])]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(ledgerOf(c.guest.id)).toHaveLength(1);
    expect(t.db.select().from(users).where(eq(users.id, c.guest.id)).get()!.cash).toBe(10_000_000);
  });
});

describe("a teacher's password reset", () => {
  it('gives a new one-time password, ends every session, and asks for a new one at sign-in', async () => {
    const { body } = await importRoster(rosterOf(['김가람']));
    const card = body.data.created[0]!;
    const session = await login(card.loginId, card.temporaryPassword);
    const reset = await call<{ temporaryPassword: string; loginId: string }>(
      t,
      'POST',
      `/api/teacher/students/${card.studentId}/reset-password`,
      { headers: await asUser(t, c.teacher) },
    );
    expect(reset.status).toBe(200);
    expect(reset.body.data.loginId).toBe(card.loginId);
    const me = await call(t, 'GET', '/api/auth/me', {
      headers: { Authorization: `Bearer ${session.body.data.accessToken}` },
    });
    expect(me.status).toBe(401);
    expect((await login(card.loginId, card.temporaryPassword)).status).toBe(401);
    const fresh = await login(card.loginId, reset.body.data.temporaryPassword);
    expect(fresh.body.data.mustChangePassword).toBe(true);
  });
});

describe('joining with a class code', () => {
  it('accepts the code typed with spaces and in lower case', async () => {
    const klass = insertClass(t.db, { code: 'ABCDEF' });
    const { status, body } = await call<{ class: { id: number } }>(
      t,
      'POST',
      '/api/auth/register',
      {
        body: {
          email: 'kim@school.kr',
          name: '김가람',
          password: 'pass1234',
          classCode: ' abc def ',
        },
      },
    );
    expect(status).toBe(201);
    expect(body.data.class.id).toBe(klass.id);
  });
});
