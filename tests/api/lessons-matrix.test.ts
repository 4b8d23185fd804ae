import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authHeader, insertClass, insertUser } from '../../src/server/testing/factories';
import {
  insertStocks,
  insertStudent,
  quote,
  setWatchlist,
} from '../../src/server/testing/money-fixtures';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import { zEvidenceReport, zStudentAssignment } from '../../src/shared/schemas/assignments';
import { zInverseLesson } from '../../src/shared/schemas/lessons/inverse';
import { zInverseUseLesson } from '../../src/shared/schemas/lessons/inverse-use';
import { zMatrixLesson } from '../../src/shared/schemas/lessons/matrix';
import { callApi, type Headers } from './call-api';
import { answerTask, setCalculationTask } from './calculation-tasks';

// The replay played 2026-03-06, 09 and 10 and is on 03-11. 삼성전자 71,000 (previous close 70,000), SK하이닉스 175,000
// (180,000), 카카오 50,000 (48,000). 삼성전자 and SK하이닉스 are 전기전자, 카카오 서비스업.
let t: TestApp;
let classId: number;
let ids: { student: number; classmate: number; outsider: number };
let as: Record<'teacher' | 'otherTeacher' | 'student' | 'classmate' | 'newcomer', Headers>;

beforeEach(async () => {
  t = createTestApp();
  t.engine.step(3 * 30 * 60_000 + 60_000);
  const stocks = insertStocks(t.db, t.deps.catalogue);
  const teacher = insertUser(t.db, { role: 'TEACHER', name: '김교사' });
  const otherTeacher = insertUser(t.db, { role: 'TEACHER' });
  classId = insertClass(t.db, { teacherId: teacher.id }).id;
  const student = insertStudent(t.db, { classId });
  const classmate = insertStudent(t.db, { classId });
  const newcomer = insertStudent(t.db, { classId });
  ids = { student: student.id, classmate: classmate.id, outsider: insertStudent(t.db).id };
  const watched = ['005930', '000660', '035720'].map((s) => stocks.get(s)!.id);
  for (const id of [student.id, classmate.id, newcomer.id]) setWatchlist(t.db, id, watched);
  t.deps.prices.apply([
    { ...quote('005930', 71_000), previousClose: 70_000 },
    { ...quote('000660', 175_000), previousClose: 180_000 },
    { ...quote('035720', 50_000), previousClose: 48_000 },
  ]);
  const sign = (user: { id: number; role: 'STUDENT' | 'TEACHER' | 'ADMIN' | 'GUEST' }) =>
    authHeader(t.accessTokens, user);
  as = {
    teacher: await sign(teacher),
    otherTeacher: await sign(otherTeacher),
    student: await sign(student),
    classmate: await sign(classmate),
    newcomer: await sign(newcomer),
  };
  await buy(as.student, '005930', 10);
  await buy(as.student, '000660', 3);
  await buy(as.student, '035720', 2);
  await buy(as.classmate, '000660', 5);
});
afterEach(() => t.dispose());

const call = (method: string, path: string, headers: Headers, body?: unknown) =>
  callApi(t, { method, path, headers, body });

async function buy(headers: Headers, symbol: string, quantity: number) {
  const { status } = await call('POST', '/trading/buy', headers, {
    symbol,
    quantity,
    reason: '행렬 수업에 쓸 보유 종목',
  });
  expect(status).toBe(200);
}

const lesson = async <T>(path: string, headers: Headers, parse: (data: unknown) => T) => {
  const { status, body } = await call('GET', `/lessons/${path}`, headers);
  expect(status).toBe(200);
  return parse(body.data);
};

describe('GET /lessons/matrix', () => {
  it("multiplies the student's holdings by the real closes and the class's matrix by today's prices", async () => {
    const m = await lesson('matrix', as.student, (d) => zMatrixLesson.parse(d));
    const own = m.own!;
    // H: largest at the last close first: 700,000, 540,000, 96,000
    expect(own.stocks.map((s) => [s.name, s.quantity])).toEqual([
      ['삼성전자', 10],
      ['SK하이닉스', 3],
      ['카카오', 2],
    ]);
    // today: 10 × 71,000 + 3 × 175,000 + 2 × 50,000
    expect(own.values.at(-1)).toBe(1_335_000);
    expect(own.today.value).toBe(1_335_000);
    // the last close: 10 × 70,000 + 3 × 180,000 + 2 × 48,000
    expect(own.entry.value).toBe(1_336_000);
    expect(own.entry.steps[0]!.expression).toBe(
      '10 \\times 70{,}000 + 3 \\times 180{,}000 + 2 \\times 48{,}000',
    );
    // ΔP = (1,000, −5,000, 2,000): HΔP = 10,000 − 15,000 + 4,000
    expect(own.change.value).toBe(-1_000);

    // The earlier columns are the market's own closes of those KRX days, valued one by one.
    const history = await Promise.all(own.stocks.map((s) => t.deps.market.history(s.symbol)));
    const earlier = own.days.slice(0, -2);
    expect(own.days).toEqual(['2026-03-06', '2026-03-09', '2026-03-10', '2026-03-11']);
    earlier.forEach((day, j) => {
      const closes = history.map((bars) => bars.find((b) => b.date === day)!.close);
      expect(own.prices.map((row) => row[j])).toEqual(closes);
      const byHolding = own.stocks.reduce((sum, s, i) => sum + s.quantity * closes[i]!, 0);
      expect(own.values[j]).toBe(byHolding);
    });

    // C: 나 (10 삼성전자, 3 SK하이닉스, 2 카카오) and 학생 2 (5 SK하이닉스); the newcomer holds none.
    const c = m.class!;
    expect(c.stocks.map((s) => s.name)).toEqual(['SK하이닉스', '삼성전자', '카카오']);
    expect(c.rows).toEqual([
      { label: '나', self: true, quantities: [3, 10, 2] },
      { label: '학생 2', self: false, quantities: [5, 0, 0] },
    ]);
    expect(c.zeroRows).toBe(1);
    // Cp = (525,000 + 710,000 + 100,000, 875,000); CΔp = (−1,000, −25,000)
    expect(c.values).toEqual([1_335_000, 875_000]);
    expect(c.changes).toEqual([-1_000, -25_000]);
    expect(c.selfValue.value).toBe(1_335_000);
    // Never a classmate's name: the lesson is projected.
    expect(JSON.stringify(m)).not.toContain('학생 이름');
  });

  it('says what is missing for a student who holds nothing, and still shows the class', async () => {
    const m = await lesson('matrix', as.newcomer, (d) => zMatrixLesson.parse(d));
    expect(m.own).toBeNull();
    expect(m.ownMissing).toBe(
      '보유 종목이 생기면 내 행렬을 만들 수 있어요. 주식을 사면 보유 수량이 H의 성분이 돼요.',
    );
    expect(m.class?.rows.map((r) => r.label)).toEqual(['학생 1', '학생 2']);
    expect(m.class?.selfValue.value).toBeNull();
  });

  it("shows a teacher the chosen student's numbers, only of a class the teacher manages", async () => {
    const query = `matrix?student=${ids.student}`;
    const m = await lesson(query, as.teacher, (d) => zMatrixLesson.parse(d));
    expect(m.own?.today.value).toBe(1_335_000);
    expect((await call('GET', '/lessons/matrix', as.teacher)).body.message).toBe(
      '수업에 쓸 학생을 선택해주세요.',
    );
    expect((await call('GET', `/lessons/${query}`, as.otherTeacher)).status).toBe(404);
    // A student naming a classmate still reads their own numbers.
    const own = await lesson(`matrix?student=${ids.classmate}`, as.student, (d) =>
      zMatrixLesson.parse(d),
    );
    expect(own.own?.today.value).toBe(1_335_000);
  });
});

describe('GET /lessons/inverse', () => {
  it('solves the two largest holdings for W and N with A⁻¹ and rounds to whole shares', async () => {
    // 삼성전자 71,000 (710,000 held) and SK하이닉스 175,000 (525,000 held); W = 1,300,000, N = 10:
    // x = (1,300,000 − 175,000 × 10) ÷ (71,000 − 175,000) = −450,000 ÷ −104,000 = 4.3269
    const { status, body } = await call(
      'GET',
      '/lessons/inverse?budget=1300000&shares=10',
      as.student,
    );
    expect(status).toBe(200);
    const { order } = zInverseLesson.parse(body.data);
    expect(order).toMatchObject({
      from: 'holdings',
      a: { name: '삼성전자', price: 71_000 },
      b: { name: 'SK하이닉스', price: 175_000 },
    });
    expect(order!.det.value).toBe(-104_000);
    expect(order!.x.value).toBe(4.3269);
    expect(order!.y.value).toBe(5.6731);
    // x is the cheaper stock: rounded up to 5 keeps the cost within W,
    // 5 × 71,000 + 5 × 175,000 = 1,230,000: 70,000 won left
    expect(order!.whole).toEqual({
      x: 5,
      y: 5,
      cost: 1_230_000,
      leftover: 70_000,
      // 4 × 71,000 + 6 × 175,000 = 1,334,000: 34,000 over
      otherWay: { x: 4, y: 6, over: 34_000 },
    });
  });

  it('solves the pair the student picks, only from their own holdings and watchlist', async () => {
    // 카카오 50,000 and 삼성전자 71,000; W = 600,000, N = 10:
    // x = (600,000 − 71,000 × 10) ÷ (50,000 − 71,000) = −110,000 ÷ −21,000 = 5.2381
    const { body } = await call(
      'GET',
      '/lessons/inverse?a=035720&b=005930&budget=600000&shares=10',
      as.student,
    );
    const { order } = zInverseLesson.parse(body.data);
    expect(order).toMatchObject({ a: { name: '카카오' }, b: { name: '삼성전자' } });
    expect(order!.x.value).toBe(5.2381);
    expect(order!.choices.map((c) => c.name)).toEqual(['삼성전자', 'SK하이닉스', '카카오']);
    const other = await call('GET', '/lessons/inverse?a=035720&b=263750', as.student);
    expect(other).toMatchObject({
      status: 400,
      body: { message: '보유 종목이나 관심 종목 중에서 골라 주세요.' },
    });
    const same = await call('GET', '/lessons/inverse?a=005930&b=005930', as.student);
    expect(same.body.message).toBe('서로 다른 두 종목을 고르세요');
  });

  it('opens with targets from the prices, falls back to the watchlist, refuses a bad W', async () => {
    const opened = zInverseLesson.parse(
      (await call('GET', '/lessons/inverse', as.newcomer)).body.data,
    );
    // nothing held: the watchlist's first two, 삼성전자 71,000 and SK하이닉스 175,000;
    // W = 10 × (71,000 + 175,000) ÷ 2 = 1,230,000 → 1,230,000
    expect(opened.order).toMatchObject({
      from: 'watchlist',
      targets: { budget: 1_230_000, shares: 10 },
    });
    const bad = await call('GET', '/lessons/inverse?budget=-5&shares=10', as.student);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('예산 W는 1원 이상 10억 원 이하의 정수로 입력해 주세요.');
    const fraction = await call('GET', '/lessons/inverse?budget=1000&shares=1.5', as.student);
    expect(fraction.body.message).toBe(
      '주식 수 N은 1주 이상 10,000주 이하의 정수로 입력해 주세요.',
    );
  });
});

describe('GET /lessons/inverse-use', () => {
  it("puts the student's two 업종 at the last close as the final demand, with example coefficients", async () => {
    const u = await lesson('inverse-use', as.student, (d) => zInverseUseLesson.parse(d));
    // 전기전자: 10 × 70,000 + 3 × 180,000 = 1,240,000; 서비스업: 2 × 48,000 = 96,000
    expect(u.sectors).toEqual(['전기전자', '서비스업']);
    expect(u.demand).toEqual([1_240_000, 96_000]);
    expect(u.exampleDemand).toBe(false);
    // x₁ = (0.9 × 1,240,000 + 0.3 × 96,000) ÷ 0.6 = 1,144,800 ÷ 0.6
    expect(u.outputs[0]!.value).toBe(1_908_000);
    // x₂ = (0.4 × 1,240,000 + 0.8 × 96,000) ÷ 0.6 = 572,800 ÷ 0.6 = 954,666.67
    expect(u.outputs[1]!.value).toBe(954_667);
    const example = await lesson('inverse-use', as.newcomer, (d) => zInverseUseLesson.parse(d));
    expect(example).toMatchObject({ exampleDemand: true, demand: [1_000_000, 500_000] });
    expect(example.missing).toContain('예시 최종수요');
  });
});

describe('the 행렬과 경제 계산 과제', () => {
  const set = (figure: string, standard: string, tolerance: number) =>
    setCalculationTask(t, as.teacher, classId, { figure, standard, tolerance });
  const answer = (id: number, value: number) => answerTask(t, as.student, id, value);

  it('each is set from its template, answered by the student and cited under its 성취기준', async () => {
    const templates = (await call('GET', '/assignment-templates', as.teacher)).body.data as Array<{
      id: string;
      standard: string;
    }>;
    expect(
      templates
        .filter((t) =>
          ['matrixEntry', 'inverseOrderShares', 'leontiefOutput'].some((f) => t.id.endsWith(f)),
        )
        .map((t) => [t.id, t.standard]),
    ).toEqual([
      ['calculation:matrixEntry', '12경수03-01'],
      ['calculation:inverseOrderShares', '12경수03-02'],
      ['calculation:leontiefOutput', '12경수03-03'],
    ]);
    const entry = await set('matrixEntry', '12경수03-01', 1);
    const order = await set('inverseOrderShares', '12경수03-02', 0.01);
    const leontief = await set('leontiefOutput', '12경수03-03', 1);
    const mine = zStudentAssignment
      .array()
      .parse((await call('GET', '/assignments', as.student)).body.data);
    expect(mine.find((a) => a.id === order.id)?.question).toBe(
      '삼성전자(전일 종가 p₁ = 70,000원) x주와 SK하이닉스(p₂ = 180,000원) y주로 W = 1,630,000원을 모두 쓰고 N = 12주를 사려고 해요. 역행렬로 x를 구해 소수 둘째 자리까지 입력해 보세요.',
    );
    // The same entry as the lesson's: 10 × 70,000 + 3 × 180,000 + 2 × 48,000 = 1,336,000
    expect(await answer(entry.id, 1_300_000)).toEqual({ correct: false });
    expect(await answer(entry.id, 1_336_000)).toMatchObject({ correct: true, expected: 1_336_000 });
    // W = 12 × (0.4 × 70,000 + 0.6 × 180,000) = 1,632,000 → 1,630,000;
    // x = (1,630,000 − 180,000 × 12) ÷ (70,000 − 180,000) = −530,000 ÷ −110,000 = 4.8182
    expect(await answer(order.id, 4.82)).toMatchObject({ correct: true, expected: 4.8182 });
    // x₁ = (0.9 × 1,240,000 + 0.3 × 96,000) ÷ 0.6 = 1,908,000
    expect(await answer(leontief.id, 1_908_000)).toMatchObject({ correct: true });

    const report = zEvidenceReport.parse(
      (await call('GET', `/teacher/students/${ids.student}/evidence`, as.teacher)).body.data,
    );
    expect(report.groups.map((g) => g.standard)).toEqual([
      '12경수03-01',
      '12경수03-02',
      '12경수03-03',
    ]);
    const suggestions = report.facts.join(' ');
    expect(suggestions).toContain('보유 수량 행렬과 종가 행렬의 곱(1,336,000원)');
    expect(suggestions).toContain('역행렬로 두 가지 목표를 함께 맞춘 두 종목의 주식 수(4.82)');
    expect(suggestions).toContain('레온티에프 역행렬로 구한 업종의 총산출액(1,908,000원)');
  });

  it('asks a student without enough holdings to buy first, in Korean', async () => {
    await set('leontiefOutput', '12경수03-03', 1);
    const mine = zStudentAssignment
      .array()
      .parse((await call('GET', '/assignments', as.classmate)).body.data);
    expect(mine[0]).toMatchObject({
      question: null,
      progress: '두 업종 이상에 투자하면 풀 수 있어요.',
    });
  });
});
