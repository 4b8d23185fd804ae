import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { guardianConsents } from '../../src/server/db/schema';
import { leaderboardSettingsRepo } from '../../src/server/db/repos/leaderboard-settings.repo';
import { authHeader, insertClass, insertUser } from '../../src/server/testing/factories';
import { insertStudent } from '../../src/server/testing/money-fixtures';
import { createProjectorAccess } from '../../src/server/services/projector/projector-access';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import type { LoginResponse } from '../../src/shared/schemas/auth';
import type { AuctionBoard } from '../../src/shared/schemas/auctions';
import type { ClassSummary } from '../../src/shared/schemas/classes';
import type { ClassDetail } from '../../src/shared/schemas/teacher';
import type { GuardianConsentOverview } from '../../src/shared/schemas/guardian-consent';
import type { LeaderboardEntry } from '../../src/shared/schemas/trading';
import type { PrivacyChecklist, PrivacyPolicy } from '../../src/shared/schemas/privacy';
import type { ProjectorState } from '../../src/shared/schemas/projector';
import type { RosterImportResult } from '../../src/shared/schemas/roster';
import type { Role, User } from '../../src/shared/schemas/user';
import { asUser, call } from './accounts.helpers';
import { limitBuy, orderScene, type OrderScene } from './orders.helpers';

const consentRequired =
  '보호자(법정대리인) 동의가 확인되면 이용할 수 있어요. 동의서를 선생님께 내면 선생님이 확인해 줘요.';
const bearer = (accessToken: string) => ({ Authorization: `Bearer ${accessToken}` });

describe('joining a 중학교 class: every way in waits for the guardian’s consent', () => {
  let t: TestApp;
  beforeEach(() => {
    t = createTestApp();
  });
  afterEach(() => t.dispose());

  const setup = async () => {
    const teacher = insertUser(t.db, { role: 'TEACHER', name: '김선생' });
    const created = await call<ClassSummary>(t, 'POST', '/api/teacher/classes', {
      headers: await asUser(t, teacher),
      body: { name: '1학년 2반', startDate: '2026-03-02', middleSchool: true },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.middleSchool).toBe(true);
    return { teacher, klass: created.body.data };
  };
  const login = (email: string, password: string) =>
    call<LoginResponse>(t, 'POST', '/api/auth/login', { body: { email, password } });
  const me = (token: string) => call<User>(t, 'GET', '/api/auth/me', { headers: bearer(token) });
  const ownData = (token: string) =>
    call(t, 'GET', '/api/my-data/name-change', { headers: bearer(token) });

  it('refuses a class creation whose 중학교 answer is not yes or no, in Korean', async () => {
    const teacher = insertUser(t.db, { role: 'TEACHER' });
    const { status, body } = await call(t, 'POST', '/api/teacher/classes', {
      headers: await asUser(t, teacher),
      body: { name: '1반', startDate: '2026-03-02', middleSchool: 'yes' },
    });
    expect([status, body.message]).toEqual([400, '중학교 학급인지 골라주세요.']);
  });

  it('a student who registered with the code and was approved signs in to the consent notice only', async () => {
    const { teacher, klass } = await setup();
    const registered = await call<User>(t, 'POST', '/api/auth/register', {
      body: { email: 'mina@school.kr', name: '이민아', password: 'abc123', classCode: klass.code },
    });
    expect(registered.status).toBe(201);
    const approved = await call<User>(
      t,
      'PUT',
      `/api/teacher/pending/${registered.body.data.id}/approve`,
      { headers: await asUser(t, teacher) },
    );
    expect(approved.status).toBe(200);
    const signedIn = await login('mina@school.kr', 'abc123');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.user.guardianConsentPending).toBe(true);
    expect((await me(signedIn.body.data.accessToken)).body.data.guardianConsentPending).toBe(true);
    const refused = await ownData(signedIn.body.data.accessToken);
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([
      403,
      'GUARDIAN_CONSENT_REQUIRED',
      consentRequired,
    ]);
  });

  it('a student from a 명렬표 import changes their password, then waits the same way', async () => {
    const { teacher, klass } = await setup();
    const imported = await call<RosterImportResult>(
      t,
      'POST',
      `/api/teacher/classes/${klass.id}/roster`,
      {
        headers: await asUser(t, teacher),
        body: { text: '학년,반,번호,이름\n1,2,1,박서준' },
      },
    );
    const [card] = imported.body.data.created;
    const first = await login(card!.loginId, card!.temporaryPassword);
    const changed = await call(t, 'POST', '/api/auth/change-password', {
      headers: bearer(first.body.data.accessToken),
      body: { currentPassword: card!.temporaryPassword, newPassword: 'mine1234' },
    });
    expect(changed.status).toBe(200);
    const again = await login(card!.loginId, 'mine1234');
    expect(again.body.data.user.guardianConsentPending).toBe(true);
    expect((await ownData(again.body.data.accessToken)).body.code).toBe(
      'GUARDIAN_CONSENT_REQUIRED',
    );
  });

  it('records the day, the way, who confirmed and when; the student then takes part', async () => {
    const { teacher, klass } = await setup();
    const student = insertStudent(t.db, { classId: klass.id });
    const classmate = insertStudent(t.db, { classId: klass.id });
    const headers = await asUser(t, teacher);
    const confirmed = await call<GuardianConsentOverview>(
      t,
      'POST',
      `/api/teacher/classes/${klass.id}/guardian-consents`,
      { headers, body: { studentIds: [student.id], receivedOn: '2026-03-19', method: 'WRITTEN' } },
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.students).toEqual([
      {
        id: student.id,
        number: null,
        name: student.name,
        consent: {
          receivedOn: '2026-03-19',
          method: 'WRITTEN',
          confirmedByName: '김선생',
          confirmedAt: t.clock.now().toISOString(),
        },
      },
      { id: classmate.id, number: null, name: classmate.name, consent: null },
    ]);
    expect(t.db.select().from(guardianConsents).all()).toEqual([
      {
        userId: student.id,
        receivedOn: '2026-03-19',
        method: 'WRITTEN',
        confirmedBy: teacher.id,
        confirmedAt: t.clock.now(),
      },
    ]);
    const token = (await authHeader(t.accessTokens, student)).Authorization.slice(7);
    expect((await me(token)).body.data.guardianConsentPending).toBe(false);
    expect((await ownData(token)).status).toBe(200);
  });

  it('refuses a consent dated after today, a class not marked, a student of another class and another teacher', async () => {
    const { teacher, klass } = await setup();
    const student = insertStudent(t.db, { classId: klass.id });
    const headers = await asUser(t, teacher);
    const confirm = (classId: number, body: unknown, as = headers) =>
      call(t, 'POST', `/api/teacher/classes/${classId}/guardian-consents`, { headers: as, body });
    const ok = { studentIds: [student.id], receivedOn: '2026-03-20', method: 'SCHOOL_APP' };
    // Today is 2026-03-20 in Korea.
    const future = await confirm(klass.id, { ...ok, receivedOn: '2026-03-21' });
    expect([future.status, future.body.code, future.body.message]).toEqual([
      400,
      'CONSENT_DATE_IN_FUTURE',
      '동의서를 받은 날짜는 오늘보다 늦을 수 없습니다.',
    ]);
    const noDate = await confirm(klass.id, { ...ok, receivedOn: '' });
    expect([noDate.status, noDate.body.message]).toEqual([
      400,
      '동의서를 받은 날짜를 입력해주세요.',
    ]);
    const noOne = await confirm(klass.id, { ...ok, studentIds: [] });
    expect([noOne.status, noOne.body.message]).toEqual([400, '동의를 확인할 학생을 골라주세요.']);
    const highSchool = insertClass(t.db, { teacherId: teacher.id });
    const unmarked = await confirm(highSchool.id, {
      ...ok,
      studentIds: [insertStudent(t.db, { classId: highSchool.id }).id],
    });
    expect([unmarked.status, unmarked.body.code]).toEqual([409, 'NOT_MIDDLE_SCHOOL']);
    const stranger = insertStudent(t.db, { classId: highSchool.id });
    const mixed = await confirm(klass.id, { ...ok, studentIds: [student.id, stranger.id] });
    expect([mixed.status, mixed.body.code]).toEqual([422, 'NOT_IN_CLASS']);
    const other = await asUser(t, insertUser(t.db, { role: 'TEACHER' }));
    expect((await confirm(klass.id, ok, other)).status).toBe(404);
    expect(t.db.select().from(guardianConsents).all()).toEqual([]);
    expect((await confirm(klass.id, ok)).status).toBe(200);
  });

  it('the 처리방침 and the 점검표 say how many classes are marked and who is waiting', async () => {
    const admin = await asUser(t, insertUser(t.db, { role: 'ADMIN' }));
    const policy = async () =>
      (await call<PrivacyPolicy>(t, 'GET', '/api/privacy')).body.data.middleSchoolClasses;
    const children = async () =>
      (
        await call<PrivacyChecklist>(t, 'GET', '/api/admin/privacy/checklist', { headers: admin })
      ).body.data.items.find((item) => item.id === 'children')!;
    expect(await policy()).toBe(0);
    expect((await children()).status).toBe('MET');
    expect((await children()).answer).toContain('지금 중학교로 표시된 학급은 없습니다.');
    const { klass } = await setup();
    insertStudent(t.db, { classId: klass.id });
    expect(await policy()).toBe(1);
    expect(await children()).toMatchObject({
      status: 'CHECK',
      answer: expect.stringContaining(
        '지금 중학교로 표시된 학급 1개, 보호자 동의 확인을 기다리는 학생 1명.',
      ),
    });
  });
});

describe('a 중학교 class: trading waits for consent, and nothing of theirs is shown beyond it', () => {
  let s: OrderScene;
  beforeEach(async () => {
    s = await orderScene();
  });
  afterEach(() => s.t.dispose());

  const mark = (middleSchool: boolean) =>
    s.request<GuardianConsentOverview>(
      'PUT',
      `/teacher/classes/${s.klass.id}/middle-school`,
      { middleSchool },
      s.headers.teacher,
    );
  const confirm = (studentIds: number[]) =>
    s.request<GuardianConsentOverview>(
      'POST',
      `/teacher/classes/${s.klass.id}/guardian-consents`,
      { studentIds, receivedOn: '2026-03-18', method: 'WRITTEN' },
      s.headers.teacher,
    );

  it('marking a class that already trades holds its students until their consent is confirmed', async () => {
    expect((await s.request('POST', '/trading/orders', limitBuy(1, 60_000))).status).toBe(200);
    const marked = await mark(true);
    expect(marked.data).toMatchObject({ middleSchool: true, students: [{ consent: null }] });
    const refused = await s.request('POST', '/trading/orders', limitBuy(1, 60_000));
    expect([refused.status, refused.code, refused.message]).toEqual([
      403,
      'GUARDIAN_CONSENT_REQUIRED',
      consentRequired,
    ]);
    expect((await confirm([s.student.id])).data.students[0]!.consent).not.toBeNull();
    expect((await s.request('POST', '/trading/orders', limitBuy(1, 60_000))).status).toBe(200);
    // Unmarked again, the recorded consent stays.
    expect((await mark(false)).data.students[0]!.consent).toMatchObject({
      receivedOn: '2026-03-18',
    });
  });

  it('a student awaiting consent is on no board of the class, the projector neither', async () => {
    const waiting = insertStudent(s.t.db, { classId: s.klass.id });
    await mark(true);
    await confirm([s.student.id]);
    const board = await s.request<LeaderboardEntry[]>('GET', '/leaderboard');
    expect(board.data.map((e) => e.userId)).toEqual([s.student.id]);
    const projector = await s.request<ProjectorState>(
      'GET',
      `/projector/${s.klass.id}/state`,
      undefined,
      s.headers.teacher,
    );
    expect(projector.data.leaderboard.map((e) => e.userId)).toEqual([s.student.id]);
    expect(JSON.stringify(projector.data)).not.toContain(`"userId":${waiting.id}`);
    // Their teacher, inside the class, still lists them.
    const detail = await s.request<ClassDetail>(
      'GET',
      `/teacher/classes/${s.klass.id}`,
      undefined,
      s.headers.teacher,
    );
    expect(detail.data.students.map((row) => row.id)).toEqual([s.student.id, waiting.id]);
  });

  it('the next semester’s class stays 중학교, and a consent moves along with its student', async () => {
    const waiting = insertStudent(s.t.db, { classId: s.klass.id });
    await mark(true);
    await confirm([s.student.id]);
    await s.request('POST', `/teacher/classes/${s.klass.id}/end`, undefined, s.headers.teacher);
    const next = await s.request<ClassSummary>(
      'POST',
      `/teacher/classes/${s.klass.id}/successor`,
      { name: '2학년 2반', startDate: '2026-03-20', studentIds: [s.student.id, waiting.id] },
      s.headers.teacher,
    );
    expect(next.status).toBe(201);
    expect(next.data.middleSchool).toBe(true);
    const overview = await s.request<GuardianConsentOverview>(
      'GET',
      `/teacher/classes/${next.data.id}/guardian-consents`,
      undefined,
      s.headers.teacher,
    );
    expect(
      overview.data.students.map((row) => [row.name, row.consent?.receivedOn ?? null]),
    ).toEqual([
      [s.student.name, '2026-03-18'],
      [waiting.name, null],
    ]);
  });

  it('the projector and its display link name no one and show no reasons', async () => {
    s.t.db.$client
      .prepare(
        "update classes set projector_names = 'FULL', projector_reasons = 'FULL' where id = ?",
      )
      .run(s.klass.id);
    expect((await s.request('POST', '/trading/orders', limitBuy(1, 70_000))).status).toBe(200);
    await mark(true);
    await confirm([s.student.id]);
    const link = await s.request<{ url: string }>(
      'POST',
      `/teacher/classes/${s.klass.id}/display-links`,
      undefined,
      s.headers.teacher,
    );
    const token = link.data.url.replace('/display/', '');
    const shown = await s.request<ProjectorState>('GET', `/display/${token}/state`, undefined, {});
    expect(shown.status).toBe(200);
    expect(shown.data.leaderboard.map((e) => e.name)).toEqual(['학생 1']);
    expect(shown.data.trades).toMatchObject([{ who: null, reason: null }]);
    expect(JSON.stringify(shown.data)).not.toContain(s.student.name);
  });

  it('the projector’s live trade feed and its call-auction fills name no one either', async () => {
    s.t.db.$client
      .prepare(
        "update classes set projector_names = 'FULL', projector_reasons = 'FULL' where id = ?",
      )
      .run(s.klass.id);
    const screens = createProjectorAccess(s.t.deps);
    const trade = {
      id: 1,
      classId: s.klass.id,
      userId: s.student.id,
      userName: '김가온',
      symbol: '005930',
      stockName: '삼성전자',
      type: 'BUY' as const,
      quantity: 1,
      price: 70_000,
      totalAmount: 70_000,
      reason: '가온이가 고른 이유',
      createdAt: '2026-03-20T01:00:00.000Z',
    };
    const fill = { name: '김가온', side: 'BUY' as const, quantity: 3 };
    const board = { classId: s.klass.id, fills: [fill] } as unknown as AuctionBoard;
    expect(screens.formatClassTrade(trade)).toMatchObject({ who: '김가온', reason: trade.reason });
    expect(screens.formatAuction(board).fills).toEqual([fill]);
    await mark(true);
    expect(screens.formatClassTrade(trade)).toMatchObject({ who: null, reason: null });
    expect(screens.formatAuction(board).fills).toEqual([{ ...fill, name: null }]);
  });

  it('is absent from the school-wide board, for the admin, other teachers and other classes', async () => {
    const otherClass = insertClass(s.t.db, { name: '2학년 4반' });
    const outsider = insertStudent(s.t.db, { classId: otherClass.id });
    await mark(true);
    await confirm([s.student.id]);
    leaderboardSettingsRepo.saveSchoolWide(s.t.db, true);
    const seenBy = async (user: { id: number; role: Role }) =>
      (
        await s.request<LeaderboardEntry[]>(
          'GET',
          '/leaderboard',
          undefined,
          await authHeader(s.t.accessTokens, user),
        )
      ).data.map((e) => e.userId);
    expect(await seenBy(outsider)).toEqual([outsider.id]);
    expect(await seenBy(insertUser(s.t.db, { role: 'TEACHER' }))).toEqual([outsider.id]);
    expect(await seenBy(insertUser(s.t.db, { role: 'ADMIN' }))).toEqual([outsider.id]);
    // Their own class still ranks them, on its own board.
    expect(await seenBy(s.student)).toEqual([s.student.id]);
  });
});
