import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authHeader, insertClass, insertUser } from '../../src/server/testing/factories';
import {
  insertStocks,
  insertStudent,
  quote,
  setWatchlist,
} from '../../src/server/testing/money-fixtures';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import { callApi, type Headers } from './call-api';
import { createAssignmentsService } from '../../src/server/services/assignments/assignments.service';
import { assignmentsRepo } from '../../src/server/db/repos/assignments.repo';
import {
  zAnswerResult,
  zAssignment,
  zClassProgress,
  zClassRecordDrafts,
  zEvidenceReport,
  zStudentAssignment,
  zTemplate,
  type AssignmentDone,
} from '../../src/shared/schemas/assignments';

type Done = Omit<AssignmentDone, 'serverTime'>;
let t: TestApp;
let done: Done[];
let classId: number;
let student: { id: number; role: 'STUDENT' };
let teacher: { id: number; role: 'TEACHER' };
let otherStudentId: number;
let as: Record<
  'teacher' | 'otherTeacher' | 'admin' | 'student' | 'otherStudent' | 'guest',
  Headers
>;

// Friday 2026-03-20 10:00 KST; 과제 due that evening unless a test says otherwise.
const DUE = '2026-03-20T23:59:00+09:00';

beforeEach(async () => {
  done = [];
  t = createTestApp();
  t.events.subscribe('assignmentCompleted', (d) => done.push(d));
  const stocks = insertStocks(t.db, t.deps.catalogue);
  teacher = insertUser(t.db, { role: 'TEACHER' }) as typeof teacher;
  const otherTeacher = insertUser(t.db, { role: 'TEACHER' });
  classId = insertClass(t.db, { teacherId: teacher.id }).id;
  const otherClass = insertClass(t.db, { teacherId: otherTeacher.id }).id;
  student = insertStudent(t.db, { classId }) as typeof student;
  otherStudentId = insertStudent(t.db, { classId: otherClass }).id;
  setWatchlist(t.db, student.id, [stocks.get('005930')!.id, stocks.get('035720')!.id]);
  t.deps.prices.apply([quote('005930', 70_000), quote('035720', 50_000)]);
  const sign = (user: { id: number; role: 'STUDENT' | 'TEACHER' | 'ADMIN' | 'GUEST' }) =>
    authHeader(t.accessTokens, user);
  as = {
    teacher: await sign(teacher),
    otherTeacher: await sign(otherTeacher),
    admin: await sign(insertUser(t.db, { role: 'ADMIN' })),
    student: await sign(student),
    otherStudent: await sign({ id: otherStudentId, role: 'STUDENT' }),
    guest: await sign(insertUser(t.db, { role: 'GUEST', classId })),
  };
});
afterEach(() => t.dispose());

const call = (method: string, path: string, headers: Headers, body?: unknown) =>
  callApi(t, { method, path, headers, body });

async function create(task: unknown, title = '과제') {
  const { status, body } = await call(
    'POST',
    `/teacher/classes/${classId}/assignments`,
    as.teacher,
    {
      title,
      dueAt: DUE,
      standard: '12경수01-03',
      task,
    },
  );
  expect(status).toBe(201);
  return zAssignment.parse(body.data);
}

async function trade(side: 'buy' | 'sell', symbol: string, quantity: number) {
  const { status, body } = await call('POST', `/trading/${side}`, as.student, {
    symbol,
    quantity,
    reason: '업종을 나누어 위험을 줄이려고',
  });
  expect(status).toBe(200);
  return (body.data as { transaction: { id: number } }).transaction.id;
}

const cellOf = async (assignmentId: number) => {
  const progress = zClassProgress.parse(
    (await call('GET', `/teacher/classes/${classId}/assignments/progress`, as.teacher)).body.data,
  );
  return progress.cells.find((c) => c.assignmentId === assignmentId && c.studentId === student.id)!;
};

describe('templates and 과제', () => {
  it('lists templates with their 성취기준 wording and what they check', async () => {
    const { body } = await call('GET', '/assignment-templates', as.student);
    const templates = zTemplate.array().parse(body.data);
    const diversify = templates.find((x) => x.kind === 'diversify')!;
    expect(diversify.standard).toBe('12경수01-01');
    expect(diversify.standardText).toContain('경제지표');
    expect(diversify.checks).toBe(
      'KST 장 마감 시점에 3개 이상 업종에 나누어 투자하고 HHI 0.35 이하 유지',
    );
  });

  it('creates, lists, changes and deletes a class’s 과제', async () => {
    const made = await create({ kind: 'reflection', count: 1 }, '회고 쓰기');
    expect(made.standardText).toContain('세금');
    const listed = await call('GET', `/teacher/classes/${classId}/assignments`, as.teacher);
    expect(
      zAssignment
        .array()
        .parse(listed.body.data)
        .map((a) => a.title),
    ).toEqual(['회고 쓰기']);
    const changed = await call('PUT', `/teacher/assignments/${made.id}`, as.teacher, {
      title: '회고 두 편',
      dueAt: DUE,
      standard: '12경수04-04',
      task: { kind: 'reflection', count: 2 },
    });
    expect(zAssignment.parse(changed.body.data).checks).toBe('회고를 쓴 매도 2건');
    expect((await call('DELETE', `/teacher/assignments/${made.id}`, as.teacher)).status).toBe(200);
    const after = await call('GET', `/teacher/classes/${classId}/assignments`, as.teacher);
    expect(after.body.data).toEqual([]);
  });

  it('refuses bad input with a Korean message, never a 500', async () => {
    const bad = await call('POST', `/teacher/classes/${classId}/assignments`, as.teacher, {
      title: '분산',
      dueAt: DUE,
      standard: '12경수09-09',
      task: { kind: 'diversify', minSectors: 0, maxHhi: 2 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/성취기준|업종|HHI/);
  });

  it('refuses other teachers, students and guests as the teacher endpoints do', async () => {
    const made = await create({ kind: 'free' });
    const path = `/teacher/classes/${classId}/assignments`;
    expect((await call('GET', path, as.otherTeacher)).status).toBe(404);
    expect((await call('GET', `${path}/progress`, as.otherTeacher)).status).toBe(404);
    expect((await call('DELETE', `/teacher/assignments/${made.id}`, as.otherTeacher)).status).toBe(
      404,
    );
    expect(
      (await call('GET', `/teacher/students/${student.id}/evidence`, as.otherTeacher)).status,
    ).toBe(404);
    expect(
      (await call('GET', `/teacher/students/${otherStudentId}/evidence`, as.teacher)).status,
    ).toBe(404);
    expect((await call('GET', path, as.student)).status).toBe(403);
    expect((await call('GET', path, as.guest)).status).toBe(403);
    expect((await call('GET', '/assignments', as.guest)).status).toBe(403);
    expect((await call('GET', '/assignments', as.teacher)).status).toBe(403);
    expect((await call('GET', path, as.admin)).status).toBe(200);
  });
});

describe('completion', () => {
  it('completes a 회고 task right after the 회고 is written, live to student and teacher', async () => {
    const made = await create({ kind: 'reflection', count: 1 });
    await trade('buy', '005930', 2);
    const sellId = await trade('sell', '005930', 1);
    expect((await cellOf(made.id)).status).toBe('todo');
    const mine = zStudentAssignment
      .array()
      .parse((await call('GET', '/assignments', as.student)).body.data);
    expect(mine[0]!.progress).toBe('회고를 쓴 매도 0/1건');
    await call('POST', `/trading/trades/${sellId}/reflection`, as.student, {
      text: '너무 일찍 팔았다',
    });
    const cell = await cellOf(made.id);
    expect(cell.status).toBe('done');
    expect(cell.evidence?.label).toBe('삼성전자 매도 회고 등 1건');
    expect(done).toEqual([
      expect.objectContaining({ assignmentId: made.id, studentId: student.id, classId }),
    ]);
  });

  it('checks 분산 투자 at a KST close only, and keeps it done when broken later', async () => {
    const made = await create({ kind: 'diversify', minSectors: 2, maxHhi: 0.6 });
    await trade('buy', '005930', 10); // 700,000 전기전자
    await trade('buy', '035720', 10); // 500,000 서비스업: HHI = (7/12)² + (5/12)² = 0.51
    expect((await cellOf(made.id)).status).toBe('todo');
    const closes = createAssignmentsService({ ...t.deps, events: t.events });
    closes.evaluateClose('2026-03-20');
    const cell = await cellOf(made.id);
    expect(cell).toMatchObject({ status: 'done', completedAt: '2026-03-20T06:30:00.000Z' });
    expect(cell.evidence?.label).toBe('2026-03-20 장 마감: 업종 2/2개 · HHI 0.51 (목표 0.6 이하)');
    await trade('sell', '035720', 10);
    closes.evaluateClose('2026-03-23');
    expect((await cellOf(made.id)).completedAt).toBe('2026-03-20T06:30:00.000Z');
    // The close's own figures are what a 세특 sentence cites, and nothing the student did not write.
    const report = zEvidenceReport.parse(
      (await call('GET', `/teacher/students/${student.id}/evidence`, as.teacher)).body.data,
    );
    expect(report.facts[0]).toBe(
      '2개 업종에 나누어 투자하고 허핀달-허시만 지수(HHI)로 포트폴리오의 집중도를 0.51로 계산했습니다.',
    );
  });

  it('keeps every 계산 과제 try and tells the figure only once correct', async () => {
    const made = await create({ kind: 'calculation', figure: 'portfolioValue', tolerance: 100 });
    const path = `/assignments/${made.id}/answers`;
    const wrong = zAnswerResult.parse(
      (await call('POST', path, as.student, { value: 9_000_000 })).body.data,
    );
    expect(wrong).toEqual({ correct: false });
    const right = zAnswerResult.parse(
      (await call('POST', path, as.student, { value: 10_000_050 })).body.data,
    );
    expect(right.correct).toBe(true);
    expect(right.expected).toBe(10_000_000);
    expect(right.explanation?.steps.at(-1)?.value).toBe(10_000_000);
    const mine = zStudentAssignment
      .array()
      .parse((await call('GET', '/assignments', as.student)).body.data);
    expect(mine[0]).toMatchObject({ tries: 2, status: 'done' });
    expect((await call('POST', path, as.student, { value: '10' })).status).toBe(400);
  });

  it('asks a 계산 과제 only once the student has the figure, saying what to do first', async () => {
    const made = await create({ kind: 'calculation', figure: 'lastSaleCosts', tolerance: 0 });
    const mine = zStudentAssignment
      .array()
      .parse((await call('GET', '/assignments', as.student)).body.data);
    expect(mine.find((a) => a.id === made.id)).toMatchObject({
      question: null,
      progress: '매도한 뒤에 풀 수 있어요.',
    });
    await trade('buy', '005930', 2);
    await trade('sell', '005930', 1);
    const after = zStudentAssignment
      .array()
      .parse((await call('GET', '/assignments', as.student)).body.data);
    expect(after.find((a) => a.id === made.id)?.question).toContain('마지막 매도(삼성전자)');
  });

  it('tells the figure after the due date even to a wrong answer, and marks it late', async () => {
    const made = await create({ kind: 'calculation', figure: 'portfolioValue', tolerance: 0 });
    await call('PUT', `/teacher/assignments/${made.id}`, as.teacher, {
      title: '총 자산',
      dueAt: '2026-03-19T18:00:00+09:00',
      standard: '12경수01-01',
      task: { kind: 'calculation', figure: 'portfolioValue', tolerance: 0 },
    });
    const path = `/assignments/${made.id}/answers`;
    const wrong = zAnswerResult.parse(
      (await call('POST', path, as.student, { value: 1 })).body.data,
    );
    expect(wrong).toMatchObject({ correct: false, expected: 10_000_000 });
    await call('POST', path, as.student, { value: 10_000_000 });
    expect((await cellOf(made.id)).status).toBe('late');
  });

  it('lets the teacher mark a free task, and not an automatic one', async () => {
    const free = await create({ kind: 'free' });
    const auto = await create({ kind: 'reflection', count: 1 });
    const mark = (id: number) =>
      call('PUT', `/teacher/assignments/${id}/marks/${student.id}`, as.teacher, { done: true });
    expect((await mark(free.id)).status).toBe(200);
    expect((await cellOf(free.id)).status).toBe('done');
    expect((await mark(auto.id)).status).toBe(422);
  });
});

describe('계산 과제 answers: how many are taken', () => {
  const stored = (assignmentId: number) =>
    assignmentsRepo.answersOf(t.db, assignmentId, student.id).length;

  it('takes five wrong answers a minute and thirty a KST day, then 429 with Retry-After', async () => {
    const made = await create({ kind: 'calculation', figure: 'portfolioValue', tolerance: 0 });
    const path = `/assignments/${made.id}/answers`;
    const wrong = () => call('POST', path, as.student, { value: 1 });
    // Five wrong tries 12 s apart, 10:00:00 to 10:00:48 KST, all taken.
    for (let k = 0; k < 5; k++) {
      if (k > 0) t.clock.advance(12_000);
      expect((await wrong()).status).toBe(200);
    }
    // A sixth at once waits until the first is a minute old: 10:01:00, 12 s away.
    const refused = await wrong();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('12');
    expect(refused.body.message).toBe(
      '틀린 답은 1분에 5번까지 보낼 수 있어요. 계산을 다시 확인하고 잠시 뒤에 입력해 보세요.',
    );
    // A script sending on regardless stores nothing more.
    const burst = await Promise.all(Array.from({ length: 20 }, wrong));
    expect(new Set(burst.map((r) => r.status))).toEqual(new Set([429]));
    expect(stored(made.id)).toBe(5);

    // Every 12 s is one a student could keep up all day: the thirtieth is at 10:05:48.
    for (let k = 5; k < 30; k++) {
      t.clock.advance(12_000);
      expect((await wrong()).status).toBe(200);
    }
    t.clock.advance(12_000);
    const today = await wrong();
    expect(today.status).toBe(429);
    // 10:06:00 KST to midnight: 13 h 54 min.
    expect(today.headers.get('retry-after')).toBe('50040');
    expect(today.body.message).toBe(
      '한 과제에 틀린 답은 하루 30번까지 보낼 수 있어요. 내일 다시 풀어 보세요.',
    );
    expect(stored(made.id)).toBe(30);
    const mine = zStudentAssignment
      .array()
      .parse((await call('GET', '/assignments', as.student)).body.data);
    expect(mine[0]).toMatchObject({ tries: 30, status: 'todo' });

    // At midnight KST a new day's tries start (with a fresh access token, the old one expired).
    t.clock.advance(50_040_000);
    as.student = await authHeader(t.accessTokens, student);
    expect((await wrong()).status).toBe(200);
  });

  it('takes nothing after the right answer', async () => {
    const made = await create({ kind: 'calculation', figure: 'portfolioValue', tolerance: 0 });
    const path = `/assignments/${made.id}/answers`;
    expect((await call('POST', path, as.student, { value: 10_000_000 })).status).toBe(200);
    for (const value of [10_000_000, 1]) {
      const again = await call('POST', path, as.student, { value });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('이미 맞힌 과제예요.');
    }
    expect(stored(made.id)).toBe(1);
  });

  it('records a right answer after the due date as late, on the matrix and in the 세특 evidence', async () => {
    const made = await create(
      { kind: 'calculation', figure: 'portfolioValue', tolerance: 0 },
      '총 자산 계산',
    );
    // Due 2026-03-20 23:59 KST; answered the next morning at 09:00 (signed in again).
    t.clock.advance(23 * 3_600_000);
    as.student = await authHeader(t.accessTokens, student);
    as.teacher = await authHeader(t.accessTokens, teacher);
    const right = zAnswerResult.parse(
      (await call('POST', `/assignments/${made.id}/answers`, as.student, { value: 10_000_000 }))
        .body.data,
    );
    expect(right.correct).toBe(true);
    expect(await cellOf(made.id)).toMatchObject({
      status: 'late',
      completedAt: '2026-03-21T00:00:00.000Z',
    });
    const report = zEvidenceReport.parse(
      (await call('GET', `/teacher/students/${student.id}/evidence`, as.teacher)).body.data,
    );
    expect(report.groups[0]!.items).toEqual([
      {
        at: '2026-03-21T00:00:00.000Z',
        standard: '12경수01-03',
        kind: 'assignment',
        title: '과제 완료: 총 자산 계산',
        detail: '10000000 입력 (정답 10000000) · 늦은 완료',
        link: { to: `/teacher/class/${classId}?tab=assignments`, label: '과제 현황 보기' },
      },
    ]);
  });
});

describe('the 과제 CSV', () => {
  it('writes each completion as 2026-03-20 10:00 (KST), a date a spreadsheet reads', async () => {
    const made = await create(
      { kind: 'calculation', figure: 'portfolioValue', tolerance: 0 },
      '총 자산',
    );
    await call('POST', `/assignments/${made.id}/answers`, as.student, { value: 10_000_000 });
    const csv = await call('GET', `/teacher/classes/${classId}/export/assignments.csv`, as.teacher);
    const [header, row] = csv.text.replace('\uFEFF', '').split('\r\n');
    expect(header).toBe('번호,학생,총 자산 [12경수01-03],총 자산 완료 일시(KST)');
    expect(row).toMatch(/,완료,2026-03-20 10:00$/);
  });
});

describe('세특 evidence and drafts', () => {
  it('groups evidence by 성취기준, suggests sentences without ranks, and saves a draft', async () => {
    const made = await create({ kind: 'calculation', figure: 'portfolioValue', tolerance: 100 });
    await call('POST', `/assignments/${made.id}/answers`, as.student, { value: 10_000_000 });
    const report = zEvidenceReport.parse(
      (await call('GET', `/teacher/students/${student.id}/evidence`, as.teacher)).body.data,
    );
    expect(report.groups.map((g) => g.standard)).toEqual(['12경수01-03']);
    // The right answer is what completed the 과제: one piece of evidence, not two.
    expect(report.groups[0]!.items.map((i) => i.kind)).toEqual(['assignment']);
    // No rationale scored on the rubric yet: no trend to show.
    expect(report.rubricTrend).toBeNull();
    expect(report.facts.join(' ')).toContain('포트폴리오의 총 자산');
    expect(report.facts.join(' ')).not.toMatch(/순위|등수|리더보드|대회/);

    const path = `/teacher/students/${student.id}/record-draft`;
    const tooLong = await call('PUT', path, as.teacher, { text: '가'.repeat(501) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe('세특은 500자 이하로 입력해주세요.');
    expect((await call('PUT', path, as.teacher, { text: '총 자산을 계산함.' })).status).toBe(200);
    expect((await call('PUT', path, as.otherTeacher, { text: 'x' })).status).toBe(404);
    const csv = await call(
      'GET',
      `/teacher/classes/${classId}/export/record-drafts.csv`,
      as.teacher,
    );
    expect(csv.text).toContain('총 자산을 계산함.');
    const drafts = await call('GET', `/teacher/classes/${classId}/record-drafts`, as.teacher);
    expect(zClassRecordDrafts.parse(drafts.body.data)).toEqual([
      {
        studentId: student.id,
        draft: '총 자산을 계산함.',
        savedAt: '2026-03-20T01:00:00.000Z',
        savedBy: expect.stringMatching(/^사용자\d+$/),
        evidence: [{ standard: '12경수01-03', count: 1 }],
      },
    ]);
    expect(
      (await call('GET', `/teacher/classes/${classId}/record-drafts`, as.otherTeacher)).status,
    ).toBe(404);
    expect(
      (await call('GET', `/teacher/classes/${classId}/record-drafts`, as.student)).status,
    ).toBe(403);
  });

  it('keeps the title and 성취기준 of a completion when the 과제 is edited and the class ends', async () => {
    const made = await create(
      { kind: 'calculation', figure: 'portfolioValue', tolerance: 100 },
      '총 자산 계산',
    );
    const path = `/assignments/${made.id}/answers`;
    await call('POST', path, as.student, { value: 9_000_000 });
    t.clock.advance(60_000);
    await call('POST', path, as.student, { value: 10_000_000 });
    const edited = await call('PUT', `/teacher/assignments/${made.id}`, as.teacher, {
      title: '행렬로 총 자산 구하기',
      dueAt: DUE,
      standard: '12경수03-01',
      task: { kind: 'calculation', figure: 'portfolioValue', tolerance: 100 },
    });
    expect(edited.status).toBe(200);
    expect((await call('POST', `/teacher/classes/${classId}/end`, as.teacher)).status).toBe(200);

    const report = zEvidenceReport.parse(
      (await call('GET', `/teacher/students/${student.id}/evidence`, as.teacher)).body.data,
    );
    // The wrong try is kept for the student but is not evidence; the completion the right one
    // made is, dated, and names the value entered.
    expect(report.groups).toMatchObject([
      {
        standard: '12경수01-03',
        text: '세금과 관련된 실생활 문제를 해결할 수 있다.',
        items: [
          {
            kind: 'assignment',
            title: '과제 완료: 총 자산 계산',
            detail: '10000000 입력 (정답 10000000)',
            at: '2026-03-20T01:01:00.000Z',
          },
        ],
      },
    ]);
    expect(report.groups[0]!.items).toHaveLength(1);
    expect(await cellOf(made.id)).toMatchObject({
      status: 'done',
      completedAt: '2026-03-20T01:01:00.000Z',
    });
  });
});

describe('시장과 비교 explanations', () => {
  const explain = (id: number, headers: Headers, text: unknown) =>
    call('POST', `/assignments/${id}/explanation`, headers, { text });

  it('keeps the student’s explanation for the teacher, who marks it as the evidence', async () => {
    const made = await create({ kind: 'market-compare' }, 'KOSPI와 비교하기');
    const written = '반도체 비중이 커서 KOSPI보다 더 많이 올랐다고 생각해요.';
    expect((await explain(made.id, as.student, `  ${written} `)).status).toBe(200);
    const mine = zStudentAssignment
      .array()
      .parse((await call('GET', '/assignments', as.student)).body.data);
    expect(mine[0]).toMatchObject({ status: 'todo', explanation: written });
    expect(await cellOf(made.id)).toMatchObject({ status: 'todo', explanation: written });

    const mark = await call(
      'PUT',
      `/teacher/assignments/${made.id}/marks/${student.id}`,
      as.teacher,
      { done: true },
    );
    expect(mark.status).toBe(200);
    const report = zEvidenceReport.parse(
      (await call('GET', `/teacher/students/${student.id}/evidence`, as.teacher)).body.data,
    );
    expect(report.groups[0]!.items[0]).toMatchObject({
      title: '과제 완료: KOSPI와 비교하기',
      detail: expect.stringContaining(`설명: ${written}`),
    });
    expect(report.facts.join(' ')).toContain('KOSPI 수익률을 같은 기간에서 비교하고');
    // What the teacher marked stays what it was.
    const late = await explain(made.id, as.student, '다시 생각해 보니 운이었어요.');
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('선생님이 확인한 설명은 고칠 수 없어요.');
  });

  it('refuses empty or long text with a Korean message, and a 과제 of another kind', async () => {
    const made = await create({ kind: 'market-compare' });
    const empty = await explain(made.id, as.student, '   ');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('설명을 입력해주세요.');
    const long = await explain(made.id, as.student, '가'.repeat(501));
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('설명은 500자 이하로 입력해주세요.');
    const other = await create({ kind: 'reflection', count: 1 });
    expect((await explain(other.id, as.student, '설명')).status).toBe(422);
  });

  it('a free 과제: the student reads the instructions and hands it in; the teacher marks it', async () => {
    const instructions = '  우리 반 포트폴리오를 한 장으로 요약해 제출하세요.  ';
    const made = await create({ kind: 'free', instructions }, '포트폴리오 요약');
    expect(made.task).toEqual({
      kind: 'free',
      instructions: '우리 반 포트폴리오를 한 장으로 요약해 제출하세요.',
    });
    const mine = async () =>
      zStudentAssignment
        .array()
        .parse((await call('GET', '/assignments', as.student)).body.data)
        .find((a) => a.id === made.id)!;
    expect((await mine()).task).toEqual(made.task);
    expect((await mine()).explanation).toBeNull();
    // Handed in without a note, then with one: the teacher sees what was handed in.
    expect((await explain(made.id, as.student, '')).status).toBe(200);
    expect((await cellOf(made.id)).explanation).toBe('');
    expect((await explain(made.id, as.student, '3쪽짜리 요약을 올렸어요')).status).toBe(200);
    expect(await cellOf(made.id)).toMatchObject({
      status: 'todo',
      explanation: '3쪽짜리 요약을 올렸어요',
    });
    const marked = await call(
      'PUT',
      `/teacher/assignments/${made.id}/marks/${student.id}`,
      as.teacher,
      {
        done: true,
      },
    );
    expect(marked.status).toBe(200);
    expect((await mine()).status).toBe('done');
    const long = await call('POST', `/teacher/classes/${classId}/assignments`, as.teacher, {
      title: '긴 안내',
      dueAt: DUE,
      standard: '12경수01-01',
      task: { kind: 'free', instructions: '가'.repeat(501) },
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('안내문은 500자 이하로 입력해주세요.');
  });

  it('refuses other classes’ students, staff and guests, who learn nothing', async () => {
    const made = await create({ kind: 'market-compare' });
    expect((await explain(made.id, as.otherStudent, '남의 과제')).status).toBe(404);
    expect((await explain(made.id + 100, as.student, '없는 과제')).status).toBe(404);
    expect((await explain(made.id, as.teacher, '선생님')).status).toBe(403);
    expect((await explain(made.id, as.admin, '관리자')).status).toBe(403);
    expect((await explain(made.id, as.guest, '손님')).status).toBe(403);
    expect((await cellOf(made.id)).explanation).toBeNull();
    expect(
      (await call('GET', `/teacher/classes/${classId}/assignments/progress`, as.otherTeacher))
        .status,
    ).toBe(404);
  });
});
