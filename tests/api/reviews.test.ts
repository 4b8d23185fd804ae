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
import type { ReviewNotice } from '../../src/shared/realtime/events';
import { zStudentActivity } from '../../src/shared/schemas/teacher';
import {
  zFeedback,
  zHistoryItem,
  zReview,
  zReviewQueue,
  zRubric,
  zStudentReport,
} from '../../src/shared/schemas/reviews';
import { zEvidenceReport } from '../../src/shared/schemas/assignments';

let t: TestApp;
let notices: Array<{ userId: number; notice: Omit<ReviewNotice, 'serverTime'> }>;
let classId: number;
let student: { id: number; role: 'STUDENT' };
let classmate: { id: number; role: 'STUDENT' };
let as: Record<'teacher' | 'otherTeacher' | 'admin' | 'student' | 'classmate' | 'guest', Headers>;

// Friday 2026-03-20 10:00 KST.
beforeEach(async () => {
  notices = [];
  t = createTestApp();
  t.events.subscribe('reviewed', (reviewed) => notices.push(reviewed));
  const stocks = insertStocks(t.db, t.deps.catalogue);
  const teacher = insertUser(t.db, { role: 'TEACHER' });
  const otherTeacher = insertUser(t.db, { role: 'TEACHER' });
  classId = insertClass(t.db, { teacherId: teacher.id }).id;
  insertClass(t.db, { teacherId: otherTeacher.id });
  student = insertStudent(t.db, { classId }) as typeof student;
  classmate = insertStudent(t.db, { classId }) as typeof classmate;
  for (const s of [student, classmate]) setWatchlist(t.db, s.id, [stocks.get('005930')!.id]);
  t.deps.prices.apply([quote('005930', 70_000)]);
  const sign = (user: { id: number; role: 'STUDENT' | 'TEACHER' | 'ADMIN' | 'GUEST' }) =>
    authHeader(t.accessTokens, user);
  as = {
    teacher: await sign(teacher),
    otherTeacher: await sign(otherTeacher),
    admin: await sign(insertUser(t.db, { role: 'ADMIN' })),
    student: await sign(student),
    classmate: await sign(classmate),
    guest: await sign(insertUser(t.db, { role: 'GUEST', classId })),
  };
});
afterEach(() => t.dispose());

const call = (method: string, path: string, headers: Headers, body?: unknown) =>
  callApi(t, { method, path, headers, body });

async function trade(who: Headers, side: 'buy' | 'sell', quantity: number, reason: string) {
  const { status, body } = await call('POST', `/trading/${side}`, who, {
    symbol: '005930',
    quantity,
    reason,
  });
  expect(status).toBe(200);
  return (body.data as { transaction: { id: number } }).transaction.id;
}

async function rubric() {
  return zRubric.parse(
    (await call('GET', `/teacher/classes/${classId}/rubric`, as.teacher)).body.data,
  );
}

const scoresFor = (r: { criteria: Array<{ id: number }> }, level = 2) =>
  r.criteria.map((c) => ({ criterionId: c.id, level }));

describe('rubric', () => {
  it('starts with the default four criteria and keeps past scores when edited', async () => {
    const first = await rubric();
    expect(first.version).toBe(1);
    expect(first.criteria.map((c) => c.name)).toEqual([
      '근거의 구체성',
      '자료·지표 활용',
      '위험 인식',
      '목표와 계획',
    ]);
    const tradeId = await trade(as.student, 'buy', 1, '3개월 보유, PER 10배');
    await call('PUT', `/teacher/trades/${tradeId}/review`, as.teacher, {
      scores: scoresFor(first, 3),
      comment: '좋아요',
    });
    const saved = await call('PUT', `/teacher/classes/${classId}/rubric`, as.teacher, {
      criteria: [
        {
          name: '근거',
          description: '',
          levels: [
            { label: '부족', points: 0 },
            { label: '충분', points: 5 },
          ],
        },
        { name: '위험', levels: [{ label: '있음', points: 2 }] },
      ],
    });
    expect(saved.status).toBe(200);
    expect(zRubric.parse(saved.body.data)).toMatchObject({ version: 2, reviewCount: 1 });
    const unchanged = zRubric.parse(
      (
        await call('PUT', `/teacher/classes/${classId}/rubric`, as.teacher, {
          criteria: zRubric.parse(saved.body.data).criteria.map(({ id: _id, ...c }) => c),
        })
      ).body.data,
    );
    expect(unchanged.version).toBe(2);
    const history = zHistoryItem
      .array()
      .parse((await call('GET', '/trading/history', as.student)).body.data);
    // Still version 1: 4 criteria × level 3 of 3 points.
    expect(history[0]!.review).toMatchObject({ rubricVersion: 1, totalPoints: 12, maxPoints: 12 });
    expect(history[0]!.review!.scores.map((s) => s.name)[0]).toBe('근거의 구체성');
  });

  it.each([
    [
      { criteria: [{ name: '하나', levels: [{ label: 'a', points: 1 }] }] },
      '평가 기준은 2~6개로 정해주세요',
    ],
    [
      {
        criteria: [
          { name: 'a', levels: [] },
          { name: 'b', levels: [{ label: 'x', points: 1 }] },
        ],
      },
      '수준은 1~4개로 정해주세요',
    ],
    [
      {
        criteria: [
          { name: 'a', levels: [{ label: 'x', points: 101 }] },
          { name: 'b', levels: [{ label: 'x', points: 1 }] },
        ],
      },
      '점수는 0~100 사이의 정수로 입력해주세요',
    ],
    [
      {
        criteria: [
          { name: 'a', levels: [{ label: 'x', points: 1 }] },
          { name: 'a', levels: [{ label: 'x', points: 1 }] },
        ],
      },
      '평가 기준 이름이 겹치지 않게 해주세요',
    ],
  ])('refuses a bad rubric with a Korean message (%#)', async (body, message) => {
    const answer = await call('PUT', `/teacher/classes/${classId}/rubric`, as.teacher, body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect((await rubric()).version).toBe(1);
  });
});

describe('review queue and reviews', () => {
  it('lists unreviewed first with the price move, earlier trades and reflection; filters', async () => {
    const first = await trade(as.student, 'buy', 10, '첫 매수');
    const second = await trade(as.student, 'sell', 5, '일부 매도');
    await trade(as.classmate, 'buy', 1, '친구 매수');
    await call('POST', `/trading/trades/${second}/reflection`, as.student, {
      text: '너무 빨리 팔았다',
    });
    const r = await rubric();
    await call('PUT', `/teacher/trades/${first}/review`, as.teacher, {
      scores: scoresFor(r),
      comment: '',
    });
    t.deps.prices.apply([quote('005930', 77_000)]);

    const queue = zReviewQueue.parse(
      (await call('GET', `/teacher/classes/${classId}/reviews`, as.teacher)).body.data,
    );
    expect(queue.unreviewedCount).toBe(2);
    expect(queue.items.map((i) => i.review === null)).toEqual([true, true, false]);
    const sell = queue.items.find((i) => i.trade.id === second)!;
    // (77,000 − 70,000) ÷ 70,000 × 100 = +10.00 %
    expect(sell.move).toMatchObject({ value: 10 });
    expect(sell.move!.steps.at(-1)).toBe('+10.00%');
    expect(sell.earlierTrades.map((e) => e.id)).toEqual([first]);
    expect(sell.reflection?.text).toBe('너무 빨리 팔았다');

    const filtered = async (query: string) =>
      zReviewQueue
        .parse(
          (await call('GET', `/teacher/classes/${classId}/reviews?${query}`, as.teacher)).body.data,
        )
        .items.map((i) => i.trade.id);
    expect(await filtered('status=reviewed')).toEqual([first]);
    expect(await filtered(`studentId=${student.id}&side=SELL`)).toEqual([second]);
    expect(await filtered('from=2026-03-21')).toEqual([]);
    expect(await filtered('from=2026-03-20&to=2026-03-20&symbol=005930')).toHaveLength(3);
    expect(
      (await call('GET', `/teacher/classes/${classId}/reviews?from=어제`, as.teacher)).status,
    ).toBe(400);
  });

  it('notifies only the student, and the student reads the feedback and marks it read', async () => {
    const tradeId = await trade(as.student, 'buy', 1, '근거');
    const r = await rubric();
    const saved = await call('PUT', `/teacher/trades/${tradeId}/review`, as.teacher, {
      scores: scoresFor(r, 1),
      comment: '위험 요인을 더 적어 보세요',
    });
    expect(saved.status).toBe(200);
    const review = zReview.parse(saved.body.data);
    expect(notices).toEqual([
      { userId: student.id, notice: { reviewId: review.id, tradeId, stockName: '삼성전자' } },
    ]);
    const feedback = zFeedback.parse((await call('GET', '/feedback', as.student)).body.data);
    expect(feedback.unreadCount).toBe(1);
    expect(feedback.items[0]!.review!.comment).toBe('위험 요인을 더 적어 보세요');
    expect(zFeedback.parse((await call('GET', '/feedback', as.classmate)).body.data).items).toEqual(
      [],
    );
    expect((await call('POST', `/feedback/${review.id}/read`, as.classmate)).status).toBe(404);
    expect((await call('POST', `/feedback/${review.id}/read`, as.student)).status).toBe(200);
    expect(
      zFeedback.parse((await call('GET', '/feedback', as.student)).body.data).unreadCount,
    ).toBe(0);
  });

  it.each([
    [
      'an unknown criterion',
      (ids: number[]) => ({
        scores: [
          ...ids.map((id) => ({ criterionId: id, level: 1 })),
          { criterionId: 99_999, level: 1 },
        ],
        comment: '',
      }),
      '평가 기준을 찾을 수 없습니다.',
    ],
    [
      'a level the criterion lacks',
      (ids: number[]) => ({
        scores: ids.map((id) => ({ criterionId: id, level: 4 })),
        comment: '',
      }),
      '선택한 수준이 올바르지 않습니다.',
    ],
    [
      'a level above 4',
      (ids: number[]) => ({
        scores: ids.map((id) => ({ criterionId: id, level: 5 })),
        comment: '',
      }),
      '선택한 수준이 올바르지 않습니다.',
    ],
    [
      'a missing criterion',
      (ids: number[]) => ({
        scores: ids.slice(1).map((id) => ({ criterionId: id, level: 1 })),
        comment: '',
      }),
      '모든 평가 기준의 수준을 골라주세요',
    ],
    [
      'a 10 KB comment',
      (ids: number[]) => ({
        scores: ids.map((id) => ({ criterionId: id, level: 1 })),
        comment: '가'.repeat(10_240),
      }),
      '코멘트는 2,000자 이내로 입력해주세요',
    ],
  ])('refuses %s with a 400 and stores nothing', async (_name, body, message) => {
    const tradeId = await trade(as.student, 'buy', 1, '근거');
    const ids = (await rubric()).criteria.map((c) => c.id);
    const answer = await call('PUT', `/teacher/trades/${tradeId}/review`, as.teacher, body(ids));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect(zFeedback.parse((await call('GET', '/feedback', as.student)).body.data).items).toEqual(
      [],
    );
    expect(notices).toEqual([]);
  });
});

describe('reflections', () => {
  it('are allowed after a sell or a week after a buy, only on one’s own trade', async () => {
    const buy = await trade(as.student, 'buy', 2, '매수');
    const early = await call('POST', `/trading/trades/${buy}/reflection`, as.student, {
      text: '회고',
    });
    expect(early.status).toBe(422);
    expect(early.body.message).toBe(
      '매도한 거래이거나 일주일이 지난 거래에만 회고를 쓸 수 있습니다.',
    );
    expect(
      (await call('POST', `/trading/trades/${buy}/reflection`, as.student, { text: '  ' })).body
        .message,
    ).toBe('회고 내용을 입력해주세요');
    expect(
      (await call('POST', `/trading/trades/${buy}/reflection`, as.classmate, { text: '남의 회고' }))
        .status,
    ).toBe(404);
    t.clock.advance(7 * 24 * 60 * 60 * 1000);
    as.student = await authHeader(t.accessTokens, student);
    expect(
      (
        await call('POST', `/trading/trades/${buy}/reflection`, as.student, {
          text: '일주일 뒤 회고',
        })
      ).status,
    ).toBe(200);
    const [item] = zHistoryItem
      .array()
      .parse((await call('GET', '/trading/history', as.student)).body.data);
    expect(item).toMatchObject({ canReflect: true, reflection: { text: '일주일 뒤 회고' } });
  });

  it('are due on sells when the class requires them', async () => {
    await trade(as.student, 'buy', 2, '매수');
    await trade(as.student, 'sell', 1, '매도');
    expect(
      (
        await call('PUT', `/teacher/classes/${classId}/reflection-setting`, as.teacher, {
          required: true,
        })
      ).status,
    ).toBe(200);
    const items = zHistoryItem
      .array()
      .parse((await call('GET', '/trading/history', as.student)).body.data);
    expect(items.map((i) => [i.type, i.reflectionDue, i.canReflect])).toEqual([
      ['SELL', true, true],
      ['BUY', false, true],
    ]);
  });
});

describe('the student’s record of a trade', () => {
  it('shows the teacher the scores given on the student’s activity page', async () => {
    const tradeId = await trade(as.student, 'buy', 1, '근거');
    await call('PUT', `/teacher/trades/${tradeId}/review`, as.teacher, {
      scores: scoresFor(await rubric(), 1),
      comment: '자료를 더 찾아보세요',
    });
    const activity = zStudentActivity.parse(
      (await call('GET', `/teacher/students/${student.id}/activity`, as.teacher)).body.data,
    );
    expect(activity.transactions[0]!.review).toMatchObject({ comment: '자료를 더 찾아보세요' });
  });

  it('shows what a sell realised and cost, and the move since each trade', async () => {
    await trade(as.student, 'buy', 10, '매수'); // average 70,000
    t.deps.prices.apply([quote('005930', 77_000)]);
    await trade(as.student, 'sell', 4, '이익 실현');
    t.deps.prices.apply([quote('005930', 73_500)]);
    const [sell, buy] = zHistoryItem
      .array()
      .parse((await call('GET', '/trading/history', as.student)).body.data);
    // (77,000 − 70,000) × 4 = 28,000 before fee and tax, which the row shows beside it.
    expect(sell!.realised).toMatchObject({
      value: 28_000,
      steps: ['(77,000 − 70,000) × 4', '+₩28,000'],
    });
    expect(sell!.fee).toBeGreaterThan(0);
    expect(sell!.tax).toBeGreaterThan(0);
    expect(buy!.realised).toBeNull();
    // What the 회고 compares: 70,000 then, 73,500 now, (73,500 − 70,000) ÷ 70,000 = +5 %.
    expect(buy).toMatchObject({ price: 70_000, currentPrice: 73_500, move: { value: 5 } });
    expect(sell!.move!.value).toBe(-4.55);
  });
});

describe('세특 report and CSV', () => {
  it('reports return, holdings, criterion averages, best rationales and reflections', async () => {
    const buy = await trade(as.student, 'buy', 10, '좋은 근거');
    const sell = await trade(as.student, 'sell', 4, '=HYPERLINK("x") 이익 실현');
    await call('POST', `/trading/trades/${sell}/reflection`, as.student, {
      text: '계획대로 팔았다',
    });
    const r = await rubric();
    await call('PUT', `/teacher/trades/${buy}/review`, as.teacher, {
      scores: scoresFor(r, 3),
      comment: '훌륭해요',
    });
    await call('PUT', `/teacher/trades/${sell}/review`, as.teacher, {
      scores: scoresFor(r, 1),
      comment: '보완',
    });
    const report = zStudentReport.parse(
      (await call('GET', `/teacher/students/${student.id}/report`, as.teacher)).body.data,
    );
    expect(report.holdings).toMatchObject([{ symbol: '005930', quantity: 6 }]);
    expect(report.trades).toHaveLength(2);
    // Level 3 of 3 (100 %) and level 1 of 3 (33.3 %): mean 66.7 %.
    expect(report.criteria[0]).toMatchObject({ name: '근거의 구체성', overall: 66.7 });
    // Level 1 everywhere (4/12) is not among the best, however few rationales were scored.
    expect(report.bestRationales.map((b) => b.comment)).toEqual(['훌륭해요']);
    expect(report.reflections.map((x) => x.text)).toEqual(['계획대로 팔았다']);
    expect(report.figures.find((f) => f.key === 'totalReturn')!.formula).toContain('순입금액');
    // The 경제수학 figures are the analytics page's own, each ending in its value.
    const analytics = (
      await call('GET', `/teacher/students/${student.id}/analytics?period=all`, as.teacher)
    ).body.data as { metrics: Array<{ key: string; value: number | null }> };
    expect(report.metrics.map((m) => m.key)).toEqual([
      'volatility',
      'maxDrawdown',
      'benchmarkReturn',
      'excessReturn',
      'sharpe',
      'hhi',
      'feesPaid',
    ]);
    for (const metric of report.metrics) {
      expect(metric.value).toEqual(analytics.metrics.find((m) => m.key === metric.key)!.value);
      if (metric.value !== null) expect(metric.steps.at(-1)!.value).toBe(metric.value);
    }

    const csv = await call('GET', `/teacher/classes/${classId}/export/scores.csv`, as.teacher);
    const [header, ...rows] = csv.text.split('\r\n');
    expect(header).toBe(
      '번호,학생,평가한 거래 수,근거의 구체성(%),자료·지표 활용(%),위험 인식(%),목표와 계획(%),전체 평균(%)',
    );
    expect(rows[0]).toMatch(/,2,66.7,66.7,66.7,66.7,66.7$/);
    const trades = await call(
      'GET',
      `/teacher/classes/${classId}/export/transactions.csv`,
      as.teacher,
    );
    expect(trades.text).toContain('계획대로 팔았다');
    expect(trades.text).toContain(`'=HYPERLINK`);
  });

  it('names no market figure for a student who never traded', async () => {
    await trade(as.student, 'buy', 1, '좋은 근거');
    const report = zStudentReport.parse(
      (await call('GET', `/teacher/students/${classmate.id}/report`, as.teacher)).body.data,
    );
    expect(report.trades).toEqual([]);
    expect(report.metrics).toEqual([]);
    expect(report.bestRationales).toEqual([]);
  });

  it('draws the rubric trend in the order the student wrote, not the order it was graded', async () => {
    const written = [];
    for (const reason of ['PER과 업종 평균을 비교해 샀다', '그냥', '뉴스를 보고']) {
      written.push(await trade(as.student, 'buy', 1, reason));
      t.clock.advance(60_000);
    }
    const [careful, plain, news] = written as [number, number, number];
    const r = await rubric();
    const levels = (...picks: number[]) =>
      r.criteria.map((c, i) => ({ criterionId: c.id, level: picks[i]! }));
    // Graded last-written first: 6/12, then 4/12, then 12/12.
    for (const [id, scores] of [
      [news, levels(2, 2, 1, 1)],
      [plain, levels(1, 1, 1, 1)],
      [careful, levels(3, 3, 3, 3)],
    ] as const) {
      await call('PUT', `/teacher/trades/${id}/review`, as.teacher, { scores, comment: '' });
      t.clock.advance(60_000);
    }
    const evidence = zEvidenceReport.parse(
      (await call('GET', `/teacher/students/${student.id}/evidence`, as.teacher)).body.data,
    );
    expect(evidence.rubricTrend).toMatchObject({ first: 100, last: 50, change: -50 });
    expect(evidence.rubricTrend!.points.map((p) => p.total)).toEqual([12, 4, 6]);
  });
});

describe('who may see and change reviews', () => {
  it('refuses other teachers, students, guests and display links on every endpoint', async () => {
    const tradeId = await trade(as.student, 'buy', 1, '근거');
    const r = await rubric();
    const review = zReview.parse(
      (
        await call('PUT', `/teacher/trades/${tradeId}/review`, as.teacher, {
          scores: scoresFor(r),
          comment: '원래 코멘트',
        })
      ).body.data,
    );
    const teacherEndpoints: Array<[string, string, unknown?]> = [
      ['GET', `/teacher/classes/${classId}/rubric`],
      ['PUT', `/teacher/classes/${classId}/reflection-setting`, { required: true }],
      ['GET', `/teacher/classes/${classId}/reviews`],
      ['PUT', `/teacher/trades/${tradeId}/review`, { scores: scoresFor(r, 1), comment: '바꿈' }],
      ['GET', `/teacher/students/${student.id}/report`],
      ['GET', `/teacher/classes/${classId}/report`],
      ['GET', `/teacher/classes/${classId}/export/scores.csv`],
      [
        'PUT',
        `/teacher/classes/${classId}/rubric`,
        {
          criteria: [
            { name: 'a', levels: [{ label: 'x', points: 1 }] },
            { name: 'b', levels: [{ label: 'x', points: 1 }] },
          ],
        },
      ],
    ];
    const displayLink = { Authorization: `Bearer ${'d'.repeat(43)}` };
    for (const [method, path, body] of teacherEndpoints) {
      for (const who of [as.otherTeacher, as.student, as.guest, displayLink, {}]) {
        const { status } = await call(method, path, who, body);
        expect([401, 403, 404], `${method} ${path}`).toContain(status);
      }
      expect((await call(method, path, as.admin, body)).status, `admin ${method} ${path}`).toBe(
        200,
      );
    }
    const studentEndpoints: Array<[string, string, unknown?]> = [
      ['GET', '/feedback'],
      ['POST', `/feedback/${review.id}/read`],
      ['POST', `/trading/trades/${tradeId}/reflection`, { text: '회고' }],
    ];
    for (const [method, path, body] of studentEndpoints) {
      for (const who of [as.teacher, as.admin, as.guest, displayLink, {}]) {
        expect([401, 403, 404], `${method} ${path}`).toContain(
          (await call(method, path, who, body)).status,
        );
      }
    }
    // The admin's change above is the only one that landed; the other teacher's changed nothing.
    const [item] = zHistoryItem
      .array()
      .parse((await call('GET', '/trading/history', as.student)).body.data);
    expect(item!.review!.comment).toBe('바꿈');
    expect(notices.map((n) => n.userId)).toEqual([student.id, student.id]);
  });

  it('a teacher cannot review a trade of another class', async () => {
    const tradeId = await trade(as.student, 'buy', 1, '근거');
    const r = await rubric();
    const answer = await call('PUT', `/teacher/trades/${tradeId}/review`, as.otherTeacher, {
      scores: scoresFor(r),
      comment: '',
    });
    expect(answer.status).toBe(404);
    expect(zFeedback.parse((await call('GET', '/feedback', as.student)).body.data).items).toEqual(
      [],
    );
  });
});
