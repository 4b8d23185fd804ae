import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  accessLog,
  assignmentAnswers,
  assignments,
  auctionOrders,
  auctions,
  guardianConsents,
  nameChangeRequests,
  orders,
  portfolioSnapshots,
  trades,
  users,
} from '../../src/server/db/schema';
import { insertClass, insertUser } from '../../src/server/testing/factories';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import { asUser, call } from './accounts.helpers';
import { classRecordScene } from './class-record.helpers';
import { unzip } from './unzip.helpers';

let t: TestApp;
beforeEach(() => {
  t = createTestApp();
});
afterEach(() => t.dispose());

/** Two classmates who name each other in their rationales, a student of another class, staff. */
async function scene() {
  const made = await classRecordScene(t, {
    rationales: [
      ['garam', '반도체가 좋아 보여서 샀다.'],
      ['narae', '가람이랑 같이 분석했다.'],
      ['garam', '이나래가 추천해서 더 샀다.'],
    ],
    values: { garam: 10_100_000, narae: 9_800_000 },
    naraeEmail: 'narae@school.kr',
  });
  t.db
    .insert(orders)
    .values({
      userId: made.garam.id,
      stockId: made.stock.id,
      side: 'BUY',
      type: 'LIMIT',
      quantity: 1,
      limitPrice: 45_000,
      status: 'OPEN',
      reason: '나래 말대로 떨어지면 산다.',
      marketDay: '2026-03-20',
    })
    .run();
  return made;
}

/** Every text in every table, to look for a name anywhere. */
function wholeDatabase(): string {
  const client = t.db.$client;
  const tables = client.prepare("select name from sqlite_master where type = 'table'").all() as {
    name: string;
  }[];
  return tables
    .map(({ name }) => JSON.stringify(client.prepare(`select * from "${name}"`).all()))
    .join('\n');
}

describe('GET /api/my-data/export', () => {
  it("zips the student's own account, trades, ledger and snapshots, and nobody else's", async () => {
    const { garam } = await scene();
    const response = await t.app.request('/api/my-data/export', {
      headers: await asUser(t, garam),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    const files = unzip(Buffer.from(await response.arrayBuffer()));
    expect([...files.keys()]).toEqual([
      'account.csv',
      'trades.csv',
      'orders.csv',
      'holdings.csv',
      'ledger.csv',
      'snapshots.csv',
      'watchlist.csv',
      'assignments.csv',
      'explanations.csv',
      'assignment-answers.csv',
      'auction-orders.csv',
      'name-changes.csv',
      'guardian-consent.csv',
      'sign-ins.csv',
      'access-log.csv',
    ]);
    expect(files.get('account.csv')).toContain('김가람,"=""10501""",garam@school.kr');
    const trades = files.get('trades.csv')!;
    expect(trades).toContain('반도체가 좋아 보여서 샀다.');
    expect(trades).toContain('이나래가 추천해서 더 샀다.');
    expect(files.get('orders.csv')).toContain('나래 말대로 떨어지면 산다.');
    expect(trades.trim().split('\r\n')).toHaveLength(3);
    expect(files.get('snapshots.csv')!.trim().split('\r\n').slice(1)).toEqual([
      '2026-03-03,10100000,9900000,10000000,',
    ]);
    const everything = [...files.values()].join('\n');
    for (const notTheirs of ['가람이랑 같이', '다른 반의 기록', 'narae@school.kr', '9800000'])
      expect(everything).not.toContain(notTheirs);
    const hash = t.db.select().from(users).where(eq(users.id, garam.id)).get()!.passwordHash;
    expect(everything).not.toContain(hash);
  });

  it("holds the student's 과제 answers, 단일가 orders, name requests, guardian consent, sign-ins and staff views", async () => {
    const { garam, narae, teacher, klass, stock } = await scene();
    const assignment = t.db
      .insert(assignments)
      .values({
        classId: klass.id,
        title: '수수료 계산',
        dueAt: new Date('2026-03-31T00:00:00Z'),
        standard: '12경수01-01',
        kind: 'calculation',
        task: '{}',
        updatedAt: new Date('2026-03-02T00:00:00Z'),
      })
      .returning()
      .get();
    const answer = (userId: number, value: number) =>
      t.db
        .insert(assignmentAnswers)
        .values({
          assignmentId: assignment.id,
          userId,
          value,
          expected: 1_234,
          correct: value === 1_234,
          title: '수수료 계산',
          standard: '12경수01-01',
          createdAt: new Date('2026-03-05T01:00:00Z'),
        })
        .run();
    answer(garam.id, 1_200);
    answer(narae.id, 7_777);
    const auction = t.db
      .insert(auctions)
      .values({
        classId: klass.id,
        stockId: stock.id,
        referencePrice: 50_000,
        opensAt: new Date('2026-03-06T01:00:00Z'),
        closesAt: new Date('2026-03-06T01:10:00Z'),
        status: 'closed',
      })
      .returning()
      .get();
    for (const [userId, reason] of [
      [garam.id, '단일가에서는 싸게 살 수 있다.'],
      [narae.id, '나래의 단일가 주문'],
    ] as const)
      t.db
        .insert(auctionOrders)
        .values({
          auctionId: auction.id,
          userId,
          side: 'BUY',
          quantity: 3,
          price: 49_000,
          reason,
          status: 'SETTLED',
          filledQuantity: 3,
          createdAt: new Date('2026-03-06T01:02:00Z'),
        })
        .run();
    t.db
      .insert(nameChangeRequests)
      .values([
        { userId: garam.id, name: '김가라미', createdAt: new Date('2026-03-07T01:00:00Z') },
        { userId: narae.id, name: '이나래나' },
      ])
      .run();
    t.db
      .insert(guardianConsents)
      .values({
        userId: garam.id,
        receivedOn: '2026-03-02',
        method: 'WRITTEN',
        confirmedBy: teacher.id,
        confirmedAt: new Date('2026-03-03T00:00:00Z'),
      })
      .run();
    const signIn = await call(t, 'POST', '/api/auth/login', {
      body: { email: 'garam@school.kr', password: garam.password },
    });
    expect(signIn.status).toBe(200);
    const staff = await asUser(t, teacher);
    for (const id of [garam.id, narae.id])
      await call(t, 'GET', `/api/teacher/students/${id}/activity`, { headers: staff });
    // A class export holds the student's data too (since they joined); another class's does not.
    t.db
      .update(users)
      .set({ createdAt: new Date('2026-03-02T00:00:00Z') })
      .where(eq(users.id, garam.id))
      .run();
    await t.app.request(`/api/teacher/classes/${klass.id}/export/students.csv`, { headers: staff });
    const elsewhere = insertUser(t.db, { role: 'TEACHER' });
    const theirClass = insertClass(t.db, { teacherId: elsewhere.id });
    await t.app.request(`/api/teacher/classes/${theirClass.id}/export/students.csv`, {
      headers: await asUser(t, elsewhere),
    });

    const response = await t.app.request('/api/my-data/export', {
      headers: await asUser(t, garam),
    });
    const files = unzip(Buffer.from(await response.arrayBuffer()));
    const rows = (name: string) => files.get(name)!.trim().split('\r\n').slice(1);
    expect(rows('assignment-answers.csv')).toEqual([
      '수수료 계산,12경수01-01,2026-03-05 10:00,1200,오답',
    ]);
    expect(rows('auction-orders.csv')).toEqual([
      '2026-03-06 10:02,"=""999990""",테스트전자,매수,3,49000,마감,3,단일가에서는 싸게 살 수 있다.',
    ]);
    expect(rows('name-changes.csv')).toEqual(['2026-03-07 10:00,김가라미,선생님 확인 중,']);
    expect(rows('guardian-consent.csv')).toEqual([
      '2026-03-02,서면 동의서,김선생,2026-03-03 09:00',
    ]);
    expect(rows('sign-ins.csv')).toHaveLength(1);
    expect(rows('access-log.csv')).toEqual([
      expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d,교사,학생 활동 조회,나$/),
      expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d,교사,내보내기,반 전체$/),
    ]);
    const everything = [...files.values()].join('\n');
    for (const notTheirs of ['7777', '나래의 단일가 주문', '이나래나'])
      expect(everything).not.toContain(notTheirs);
  });

  it("holds the teacher's rubric scores of each reviewed trade, criterion by criterion", async () => {
    const { garam, teacher, klass } = await scene();
    const staff = await asUser(t, teacher);
    const rubric = await call<{ criteria: Array<{ id: number }> }>(
      t,
      'GET',
      `/api/teacher/classes/${klass.id}/rubric`,
      { headers: staff },
    );
    const [first] = t.db.select().from(trades).where(eq(trades.userId, garam.id)).all();
    const reviewed = await call(t, 'PUT', `/api/teacher/trades/${first!.id}/review`, {
      headers: staff,
      body: {
        scores: rubric.body.data.criteria.map((c, i) => ({
          criterionId: c.id,
          level: i === 0 ? 3 : 2,
        })),
        comment: '근거가 구체적이에요.',
      },
    });
    expect(reviewed.status).toBe(200);
    const response = await t.app.request('/api/my-data/export', {
      headers: await asUser(t, garam),
    });
    const rows = unzip(Buffer.from(await response.arrayBuffer()))
      .get('trades.csv')!
      .trim()
      .split('\r\n');
    expect(rows[0]).toMatch(/,선생님 평가,평가 점수$/);
    expect(rows[1]).toMatch(
      /,근거가 구체적이에요\.,9\/12점 \(근거의 구체성 3\/3 · 자료·지표 활용 2\/3 · 위험 인식 2\/3 · 목표와 계획 2\/3\)$/,
    );
    expect(rows[2]).toMatch(/,,$/);
  });

  it('is for students only: a teacher is refused', async () => {
    const { teacher } = await scene();
    const answer = await call(t, 'GET', '/api/my-data/export', {
      headers: await asUser(t, teacher),
    });
    expect(answer.status).toBe(403);
  });
});

describe('POST /api/teacher/students/{id}/erase', () => {
  it("anonymises one student: their name leaves every table, classmates' rationales too; figures stay", async () => {
    const { teacher, narae, garam } = await scene();
    t.db.insert(nameChangeRequests).values({ userId: narae.id, name: '이나래아' }).run();
    const answer = await call<{ name: string }>(
      t,
      'POST',
      `/api/teacher/students/${narae.id}/erase`,
      {
        headers: await asUser(t, teacher),
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ name: '학생 2' });

    const row = t.db.select().from(users).where(eq(users.id, narae.id)).get()!;
    expect([row.name, row.number, row.isActive, row.email]).toEqual([
      '학생 2',
      null,
      false,
      `erased-${narae.id}@erased.invalid`,
    ]);
    const rows = t.db.select().from(trades).orderBy(trades.id).all();
    expect(rows.map((r) => r.reason)).toEqual([
      '반도체가 좋아 보여서 샀다.',
      '가람이랑 같이 분석했다.',
      '학생 2가 추천해서 더 샀다.',
      '다른 반의 기록',
    ]);
    expect(rows.map((r) => r.totalAmount)).toEqual([100_000, 100_000, 100_000, 100_000]);
    expect(t.db.select().from(portfolioSnapshots).all()).toHaveLength(2);
    const database = wholeDatabase();
    for (const trace of ['이나래', '나래', 'narae@school.kr'])
      expect(database).not.toContain(trace);
    expect(t.db.select().from(users).where(eq(users.id, garam.id)).get()!.name).toBe('김가람');
    expect(
      t.db
        .select()
        .from(accessLog)
        .all()
        .map((r) => [r.what, r.studentId]),
    ).toEqual([['erase', narae.id]]);
  });

  it('gives a second erased student a label no classmate bears', async () => {
    const { teacher, narae, garam } = await scene();
    const third = insertUser(t.db, { name: '최셋째', number: '10503', classId: narae.classId });
    const headers = await asUser(t, teacher);
    const erase = async (id: number) =>
      (await call<{ name: string }>(t, 'POST', `/api/teacher/students/${id}/erase`, { headers }))
        .body.data.name;
    expect(await erase(narae.id)).toBe('학생 2');
    // 이나래 has no 학번 now and sorts last: 최셋째 is second in 학번 order, but 학생 2 is taken.
    expect(await erase(third.id)).toBe('학생 3');
    expect(await erase(garam.id)).toBe('학생 1');
  });

  it('refuses to erase a student twice: the label and the texts keep the first 파기', async () => {
    const { teacher, narae, garam } = await scene();
    const headers = await asUser(t, teacher);
    const erase = () =>
      call<{ name: string }>(t, 'POST', `/api/teacher/students/${narae.id}/erase`, { headers });
    expect((await erase()).body.data).toEqual({ name: '학생 2' });
    // Their page says so, shows no placeholder login, and offers no second 파기.
    const page = await call<{ student: { name: string; email: string; erased: boolean } }>(
      t,
      'GET',
      `/api/teacher/students/${narae.id}/activity`,
      { headers },
    );
    expect(page.body.data.student).toMatchObject({ name: '학생 2', email: '', erased: true });
    const kept = await call<{ student: { erased: boolean } }>(
      t,
      'GET',
      `/api/teacher/students/${garam.id}/activity`,
      { headers },
    );
    expect(kept.body.data.student.erased).toBe(false);
    const again = await erase();
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('이미 개인정보를 파기한 학생입니다.');
    expect(t.db.select().from(users).where(eq(users.id, narae.id)).get()!.name).toBe('학생 2');
    const reasons = t.db.select().from(trades).where(eq(trades.userId, garam.id)).all();
    expect(reasons.map((r) => r.reason)).toContain('학생 2가 추천해서 더 샀다.');
    expect(
      t.db
        .select()
        .from(accessLog)
        .all()
        .filter((r) => r.what === 'erase'),
    ).toHaveLength(1);
  });

  it("a class 파기 after two students' own keeps their labels and the texts that name them", async () => {
    const { teacher, narae, garam, klass, stock, admin } = await scene();
    const third = insertUser(t.db, { name: '최셋째', number: '10503', classId: klass.id });
    const headers = await asUser(t, teacher);
    const erase = async (id: number) =>
      (await call<{ name: string }>(t, 'POST', `/api/teacher/students/${id}/erase`, { headers }))
        .body.data.name;
    expect(await erase(narae.id)).toBe('학생 2');
    expect(await erase(garam.id)).toBe('학생 1');
    t.db
      .insert(trades)
      .values({
        userId: third.id,
        stockId: stock.id,
        type: 'BUY',
        quantity: 1,
        price: 50_000,
        totalAmount: 50_000,
        reason: '최셋째가 골랐다.',
        priceSource: 'test',
      })
      .run();
    const classErased = await call(t, 'POST', `/api/admin/classes/${klass.id}/erase`, {
      headers: admin,
      body: { mode: 'anonymise', confirm: klass.name },
    });
    expect(classErased.status).toBe(200);
    const name = (id: number) => t.db.select().from(users).where(eq(users.id, id)).get()!.name;
    expect([name(garam.id), name(narae.id), name(third.id)]).toEqual([
      '학생 1',
      '학생 2',
      '학생 3',
    ]);
    const reasons = t.db.select().from(trades).orderBy(trades.id).all();
    expect(reasons.map((r) => r.reason)).toEqual([
      '반도체가 좋아 보여서 샀다.',
      '학생 1이랑 같이 분석했다.',
      '학생 2가 추천해서 더 샀다.',
      '다른 반의 기록',
      '학생 3가 골랐다.',
    ]);
  });

  it("is the same 404 for another teacher's student, and changes nothing", async () => {
    const { narae } = await scene();
    const stranger = insertUser(t.db, { role: 'TEACHER' });
    const answer = await call(t, 'POST', `/api/teacher/students/${narae.id}/erase`, {
      headers: await asUser(t, stranger),
    });
    expect(answer.status).toBe(404);
    expect(t.db.select().from(users).where(eq(users.id, narae.id)).get()!.name).toBe('이나래');
  });
});

describe('a student moved on to the next semester', () => {
  /** The class ends and both move to 2학기: their old rows stay behind as the first semester's record. */
  async function movedScene() {
    const made = await scene();
    const headers = await asUser(t, made.teacher);
    expect(
      (await call(t, 'POST', `/api/teacher/classes/${made.klass.id}/end`, { headers })).status,
    ).toBe(200);
    const next = await call(t, 'POST', `/api/teacher/classes/${made.klass.id}/successor`, {
      headers,
      body: { name: '2학기', startDate: '2026-08-17', studentIds: [made.garam.id, made.narae.id] },
    });
    expect(next.status).toBe(201);
    const now = (id: number) => {
      const movedTo = t.db.select().from(users).where(eq(users.id, id)).get()!.movedToId!;
      return t.db.select().from(users).where(eq(users.id, movedTo)).get()!;
    };
    return { ...made, headers, garamNow: now(made.garam.id), naraeNow: now(made.narae.id) };
  }

  it("downloads the first semester's record too, in its own folder", async () => {
    const { garamNow } = await movedScene();
    const response = await t.app.request('/api/my-data/export', {
      headers: await asUser(t, { id: garamNow.id, role: 'STUDENT' }),
    });
    const files = unzip(Buffer.from(await response.arrayBuffer()));
    expect(files.get('account.csv')).toContain('2학기');
    const before = files.get('경제수학 5반/trades.csv');
    expect(before).toContain('반도체가 좋아 보여서 샀다.');
    expect(before).toContain('이나래가 추천해서 더 샀다.');
    expect(files.get('경제수학 5반/account.csv')).toContain('경제수학 5반');
    expect([...files.values()].join('\n')).not.toContain('가람이랑 같이');
  });

  it("erasing them takes their name out of the first semester's record as well", async () => {
    const { headers, naraeNow, narae, garam } = await movedScene();
    const erased = await call(t, 'POST', `/api/teacher/students/${naraeNow.id}/erase`, { headers });
    expect(erased.status).toBe(200);
    const database = wholeDatabase();
    for (const trace of ['이나래', '나래', 'narae@school.kr'])
      expect(database).not.toContain(trace);
    expect(t.db.select().from(users).where(eq(users.id, narae.id)).get()!.name).toMatch(
      /^학생 \d+$/,
    );
    expect(t.db.select().from(users).where(eq(users.id, garam.id)).get()!.name).toBe('김가람');
    const reasons = t.db.select().from(trades).where(eq(trades.userId, garam.id)).all();
    expect(reasons.map((r) => r.reason)).toContain('학생 2가 추천해서 더 샀다.');
  });

  it('leaves a first-semester record the admin already erased as it was', async () => {
    const { headers, naraeNow, narae, garam, klass, admin } = await movedScene();
    const classErased = await call(t, 'POST', `/api/admin/classes/${klass.id}/erase`, {
      headers: admin,
      body: { mode: 'anonymise', confirm: klass.name },
    });
    expect(classErased.status).toBe(200);
    const before = t.db.select().from(trades).where(eq(trades.userId, garam.id)).all();
    const label = t.db.select().from(users).where(eq(users.id, narae.id)).get()!.name;
    expect(
      (await call(t, 'POST', `/api/teacher/students/${naraeNow.id}/erase`, { headers })).status,
    ).toBe(200);
    expect(t.db.select().from(users).where(eq(users.id, narae.id)).get()!.name).toBe(label);
    expect(t.db.select().from(trades).where(eq(trades.userId, garam.id)).all()).toEqual(before);
  });
});

interface LogPage {
  entries: {
    what: string;
    actorName: string;
    studentName: string | null;
    classId: number | null;
    className: string | null;
  }[];
  retentionDays: number;
}

describe('GET /api/admin/access-log', () => {
  it("records a teacher's view of a student's activity and a class export, newest first", async () => {
    const { teacher, klass, garam, admin } = await scene();
    const headers = await asUser(t, teacher);
    expect(
      (await call(t, 'GET', `/api/teacher/students/${garam.id}/activity`, { headers })).status,
    ).toBe(200);
    const exported = await t.app.request(`/api/teacher/classes/${klass.id}/export/students.csv`, {
      headers,
    });
    expect(exported.status).toBe(200);

    const answer = await call<LogPage>(t, 'GET', '/api/admin/access-log', { headers: admin });
    expect(answer.status).toBe(200);
    expect(answer.body.data.retentionDays).toBe(365);
    expect(
      answer.body.data.entries.map((e) => [
        e.what,
        e.actorName,
        e.studentName,
        e.classId,
        e.className,
      ]),
    ).toEqual([
      ['export', '김선생', null, klass.id, '경제수학 5반'],
      ['activity', '김선생', '김가람', klass.id, '경제수학 5반'],
    ]);
  });

  it("records the admin's view of a student's report and 세특 evidence", async () => {
    const { garam, klass, admin } = await scene();
    for (const view of ['report', 'evidence'])
      expect(
        (await call(t, 'GET', `/api/teacher/students/${garam.id}/${view}`, { headers: admin }))
          .status,
      ).toBe(200);
    const answer = await call<LogPage>(t, 'GET', '/api/admin/access-log', { headers: admin });
    expect(answer.body.data.entries.map((e) => [e.what, e.studentName, e.classId])).toEqual([
      ['evidence', '김가람', klass.id],
      ['report', '김가람', klass.id],
    ]);
  });

  it('is for the admin only', async () => {
    const { teacher } = await scene();
    const answer = await call(t, 'GET', '/api/admin/access-log', {
      headers: await asUser(t, teacher),
    });
    expect(answer.status).toBe(403);
  });

  it("prunes entries older than the admin's retention", async () => {
    const { teacher, garam, admin } = await scene();
    const now = t.deps.clock.now().getTime();
    const logged = (daysAgo: number) =>
      t.db
        .insert(accessLog)
        .values({
          actorId: teacher.id,
          actorRole: 'TEACHER',
          what: 'report',
          studentId: garam.id,
          createdAt: new Date(now - daysAgo * 86_400_000),
        })
        .run();
    logged(3);
    logged(1);
    const answer = await call<LogPage>(t, 'PUT', '/api/admin/access-log/retention', {
      headers: admin,
      body: { retentionDays: 2 },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.retentionDays).toBe(2);
    expect(answer.body.data.entries).toHaveLength(1);
    expect(
      (
        await call(t, 'PUT', '/api/admin/access-log/retention', {
          headers: admin,
          body: { retentionDays: 0 },
        })
      ).body.message,
    ).toBe('보관 기간은 1일에서 3650일 사이로 정해주세요.');
  });
});

interface Request {
  id: number;
  studentId: number;
  currentName: string;
  name: string;
  status: string;
}

describe('이름 정정: POST /api/my-data/name-change, the teacher approves or rejects', () => {
  it("approving a student's request changes their name; a decided one cannot be decided again", async () => {
    const { teacher, klass, garam } = await scene();
    const student = await asUser(t, garam);
    const asked = await call<Request>(t, 'POST', '/api/my-data/name-change', {
      headers: student,
      body: { name: ' 김가람이 ' },
    });
    expect(asked.status).toBe(200);
    expect(asked.body.data).toMatchObject({
      currentName: '김가람',
      name: '김가람이',
      status: 'PENDING',
    });

    const staff = await asUser(t, teacher);
    const pending = await call<Request[]>(
      t,
      'GET',
      `/api/teacher/classes/${klass.id}/name-changes`,
      {
        headers: staff,
      },
    );
    expect(pending.body.data.map((r) => [r.studentId, r.name])).toEqual([[garam.id, '김가람이']]);

    const approved = await call<Request>(
      t,
      'PUT',
      `/api/teacher/name-changes/${asked.body.data.id}/approve`,
      {
        headers: staff,
      },
    );
    expect(approved.body.data).toMatchObject({ currentName: '김가람이', status: 'APPROVED' });
    expect(t.db.select().from(users).where(eq(users.id, garam.id)).get()!.name).toBe('김가람이');
    const again = await call(t, 'PUT', `/api/teacher/name-changes/${asked.body.data.id}/reject`, {
      headers: staff,
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('이미 처리된 요청입니다.');
    const mine = await call<Request>(t, 'GET', '/api/my-data/name-change', { headers: student });
    expect(mine.body.data.status).toBe('APPROVED');
  });

  it('a second request replaces the one still waiting: the teacher sees the latest name only', async () => {
    const { teacher, klass, garam } = await scene();
    const student = await asUser(t, garam);
    for (const name of ['김가람이', '김가라미'])
      await call(t, 'POST', '/api/my-data/name-change', { headers: student, body: { name } });
    const pending = await call<Request[]>(
      t,
      'GET',
      `/api/teacher/classes/${klass.id}/name-changes`,
      { headers: await asUser(t, teacher) },
    );
    expect(pending.body.data.map((r) => r.name)).toEqual(['김가라미']);
  });

  it('rejecting keeps the name; another teacher cannot decide; an empty name is refused', async () => {
    const { teacher, garam } = await scene();
    const student = await asUser(t, garam);
    expect(
      (await call(t, 'POST', '/api/my-data/name-change', { headers: student, body: { name: ' ' } }))
        .body.message,
    ).toBe('새 이름을 입력해주세요.');
    const asked = await call<Request>(t, 'POST', '/api/my-data/name-change', {
      headers: student,
      body: { name: '김가람이' },
    });
    const stranger = await asUser(t, insertUser(t.db, { role: 'TEACHER' }));
    expect(
      (
        await call(t, 'PUT', `/api/teacher/name-changes/${asked.body.data.id}/approve`, {
          headers: stranger,
        })
      ).status,
    ).toBe(404);
    const rejected = await call<Request>(
      t,
      'PUT',
      `/api/teacher/name-changes/${asked.body.data.id}/reject`,
      {
        headers: await asUser(t, teacher),
      },
    );
    expect(rejected.body.data.status).toBe('REJECTED');
    expect(t.db.select().from(users).where(eq(users.id, garam.id)).get()!.name).toBe('김가람');
  });
});
