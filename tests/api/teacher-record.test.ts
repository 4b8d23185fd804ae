import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authHeader, insertClass, insertUser } from '../../src/server/testing/factories';
import {
  insertStocks,
  insertStudent,
  quote,
  setWatchlist,
} from '../../src/server/testing/money-fixtures';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import { zAssignment, zEvidenceReport, zTeacherRecord } from '../../src/shared/schemas/assignments';
import { callApi, type Headers } from './call-api';

// ADR 0042: the 세특 page's dated 누가기록 with links to the evidence, the facts the teacher
// ticks 확인함, and the 세특 the teacher writes, saved with who and when and exported as written.

let t: TestApp;
let classId: number;
let student: { id: number; name: string };
let as: Record<'teacher' | 'otherTeacher' | 'student', Headers>;

beforeEach(async () => {
  t = createTestApp();
  const stocks = insertStocks(t.db, t.deps.catalogue);
  const teacher = insertUser(t.db, { role: 'TEACHER', name: '김교사' });
  const otherTeacher = insertUser(t.db, { role: 'TEACHER', name: '박교사' });
  classId = insertClass(t.db, { teacherId: teacher.id }).id;
  insertClass(t.db, { teacherId: otherTeacher.id });
  student = insertStudent(t.db, { classId });
  setWatchlist(t.db, student.id, [stocks.get('005930')!.id]);
  t.deps.prices.apply([quote('005930', 70_000)]);
  as = {
    teacher: await authHeader(t.accessTokens, { id: teacher.id, role: 'TEACHER' }),
    otherTeacher: await authHeader(t.accessTokens, { id: otherTeacher.id, role: 'TEACHER' }),
    student: await authHeader(t.accessTokens, { id: student.id, role: 'STUDENT' }),
  };
});
afterEach(() => t.dispose());

const call = (method: string, path: string, headers: Headers, body?: unknown) =>
  callApi(t, { method, path, headers, body });

const evidenceOf = async () =>
  zEvidenceReport.parse(
    (await call('GET', `/teacher/students/${student.id}/evidence`, as.teacher)).body.data,
  );

const recordPath = () => `/teacher/students/${student.id}/record-draft`;

/** A 회고 과제 under [12경수01-01], completed by a sale and its 회고; the sale's trade id. */
async function completeReflectionTask() {
  const made = await call('POST', `/teacher/classes/${classId}/assignments`, as.teacher, {
    title: '매도 회고 쓰기',
    dueAt: '2026-03-27T23:59:00+09:00',
    standard: '12경수01-01',
    task: { kind: 'reflection', count: 1 },
  });
  expect(made.status).toBe(201);
  zAssignment.parse(made.body.data);
  const reason = '반도체 업황을 보고 삽니다';
  await call('POST', '/trading/buy', as.student, { symbol: '005930', quantity: 2, reason });
  t.clock.advance(10 * 60_000);
  const sold = await call('POST', '/trading/sell', as.student, {
    symbol: '005930',
    quantity: 1,
    reason: '목표 가격에 닿아 팝니다',
  });
  const sellId = (sold.body.data as { transaction: { id: number } }).transaction.id;
  await call('POST', `/trading/trades/${sellId}/reflection`, as.student, {
    text: '계획보다 일찍 팔았지만 근거대로 했어요',
  });
  return sellId;
}

describe('누가기록', () => {
  it('dates each entry of a completed 과제 under its 성취기준, with a link to the trade', async () => {
    const sellId = await completeReflectionTask();
    const report = await evidenceOf();
    expect(report.groups.map((g) => g.standard)).toEqual(['12경수01-01']);
    // The fake clock starts at 2026-03-20 10:00 KST; the sale and its 회고 ten minutes later.
    expect(report.groups[0]!.items).toEqual([
      {
        at: '2026-03-20T01:10:00.000Z',
        standard: '12경수01-01',
        kind: 'assignment',
        title: '과제 완료: 매도 회고 쓰기',
        detail: '삼성전자 매도 회고 등 1건',
        link: { to: `/teacher/student/${student.id}#trade-${sellId}`, label: '거래 보기' },
      },
      {
        at: '2026-03-20T01:10:00.000Z',
        standard: '12경수01-01',
        kind: 'reflection',
        title: '회고: 삼성전자',
        detail: '계획보다 일찍 팔았지만 근거대로 했어요',
        link: { to: `/teacher/student/${student.id}#trade-${sellId}`, label: '거래 보기' },
      },
    ]);
  });

  it('links a 계산 과제 answer to the class’s 과제 tab', async () => {
    const made = await call('POST', `/teacher/classes/${classId}/assignments`, as.teacher, {
      title: '총 자산',
      dueAt: '2026-03-27T23:59:00+09:00',
      standard: '12경수01-03',
      task: { kind: 'calculation', figure: 'portfolioValue', tolerance: 0 },
    });
    const { id } = zAssignment.parse(made.body.data);
    await call('POST', `/assignments/${id}/answers`, as.student, { value: 10_000_000 });
    const [item] = (await evidenceOf()).groups[0]!.items;
    expect(item).toMatchObject({
      at: '2026-03-20T01:00:00.000Z',
      standard: '12경수01-03',
      title: '과제 완료: 총 자산',
      link: { to: `/teacher/class/${classId}?tab=assignments`, label: '과제 현황 보기' },
    });
  });
});

describe('the 세특 the teacher writes', () => {
  it('saves the text with who and when, and keeps only ticks on facts the app observed', async () => {
    await completeReflectionTask();
    const { facts, saved } = await evidenceOf();
    expect(saved).toBeNull();
    expect(facts).toEqual([
      '매도 후 회고 1편을 작성하며 처음 세운 판단 근거와 실제 결과를 비교하고 다음 투자 계획을 수정했습니다.',
    ]);
    t.clock.advance(4 * 60_000);
    const written = '  매도 뒤 자신의 판단 근거와 결과를 비교하여 다음 계획을 스스로 고침.  ';
    const put = await call('PUT', recordPath(), as.teacher, {
      text: written,
      checkedFacts: [facts[0], '앱이 관찰하지 않은 문장'],
    });
    expect(put.status).toBe(200);
    const expected = {
      text: '매도 뒤 자신의 판단 근거와 결과를 비교하여 다음 계획을 스스로 고침.',
      updatedAt: '2026-03-20T01:14:00.000Z',
      updatedBy: '김교사',
      checkedFacts: [facts[0]],
    };
    expect(zTeacherRecord.parse(put.body.data)).toEqual(expected);
    // Loaded again as saved; saving never copies a fact into the text.
    expect((await evidenceOf()).saved).toEqual(expected);
  });

  it('refuses a text over 500 characters or none at all, in Korean, with 400', async () => {
    const tooLong = await call('PUT', recordPath(), as.teacher, { text: '가'.repeat(501) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe('세특은 500자 이하로 입력해주세요.');
    const missing = await call('PUT', recordPath(), as.teacher, { checkedFacts: [] });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('세특을 입력해주세요.');
    const badTicks = await call('PUT', recordPath(), as.teacher, { text: '', checkedFacts: 'x' });
    expect(badTicks.status).toBe(400);
    expect(badTicks.body.message).toBe('확인한 사실을 다시 선택해주세요.');
    expect((await evidenceOf()).saved).toBeNull();
    expect((await call('PUT', recordPath(), as.teacher, { text: '가'.repeat(500) })).status).toBe(
      200,
    );
  });

  it('is neither read nor written by another class’s teacher, nor by the student', async () => {
    await call('PUT', recordPath(), as.teacher, { text: '담당 교사의 관찰 기록' });
    const evidencePath = `/teacher/students/${student.id}/evidence`;
    expect((await call('GET', evidencePath, as.otherTeacher)).status).toBe(404);
    expect((await call('PUT', recordPath(), as.otherTeacher, { text: '덮어쓰기' })).status).toBe(
      404,
    );
    expect((await call('PUT', recordPath(), as.student, { text: '내가 쓴 세특' })).status).toBe(
      403,
    );
    const csvPath = `/teacher/classes/${classId}/export/record-drafts.csv`;
    expect((await call('GET', csvPath, as.otherTeacher)).status).toBe(404);
    expect((await evidenceOf()).saved?.text).toBe('담당 교사의 관찰 기록');
  });
});

describe('the CSV of 세특', () => {
  it('exports what the teacher wrote, never the generated facts, with the 누가기록 counted', async () => {
    await completeReflectionTask();
    const { facts } = await evidenceOf();
    await call('PUT', recordPath(), as.teacher, {
      text: '=회고에서 판단 근거와 결과를 비교함.',
      checkedFacts: facts,
    });
    const csv = await call(
      'GET',
      `/teacher/classes/${classId}/export/record-drafts.csv`,
      as.teacher,
    );
    expect(csv.status).toBe(200);
    const [header, row, end] = csv.text.replace('\uFEFF', '').split('\r\n');
    expect(header).toBe(
      '번호,학생,세특(교사 작성),글자 수,저장 일시(KST),저장한 교사,근거: 누가기록 건수(성취기준별)',
    );
    // A cell that would start a formula is neutralised, as every CSV of the app does.
    expect(row).toBe(
      `,${student.name},'=회고에서 판단 근거와 결과를 비교함.,21,2026-03-20 10:10,김교사,[12경수01-01] 2건`,
    );
    expect(end).toBe('');
    expect(csv.text).not.toContain(facts[0]!.slice(0, 12));
  });
});
