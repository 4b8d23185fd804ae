import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import { lessonScene, type LessonScene } from './lesson-scene';

// The 수와 경제 and 함수와 경제 lessons refuse a malformed query in Korean, whoever asks.
let t: TestApp;
let scene: LessonScene;

beforeEach(async () => {
  t = createTestApp();
  scene = await lessonScene(t);
});
afterEach(() => t.dispose());

const LESSONS = ['class-index', 'exchange', 'taxes', 'functions', 'utility', 'tax-incidence'];
const UNKNOWN_KEY = '허용되지 않는 항목이 포함되어 있습니다.';
const BAD_STUDENT = '올바른 학생 번호가 아닙니다.';

describe('the six lessons’ queries', () => {
  it.each(LESSONS)(
    '/lessons/%s refuses an unknown key, and a bad student number, in Korean',
    async (slug) => {
      const ask = async (query: string) => {
        const { status, body } = await scene.call(
          'GET',
          `/lessons/${slug}?${query}`,
          scene.as.teacher,
        );
        return [status, body.message];
      };
      expect(await ask(`student=${scene.studentId}&foo=1`)).toEqual([400, UNKNOWN_KEY]);
      for (const student of ['-1', '0', 'abc', '1.5', '99999999999999999999', '', '0x10', '1e1'])
        expect(await ask(`student=${student}`)).toEqual([400, BAD_STUDENT]);
    },
  );

  it('/lessons/tax-incidence reads t as written: an empty, hex or exponent tax is refused, not 0, 16 or 100', async () => {
    const ask = async (tax: string) => {
      const { status, body } = await scene.call(
        'GET',
        `/lessons/tax-incidence?tax=${tax}`,
        scene.as.student,
      );
      return [status, body.message ?? (body.data as { tax: number }).tax];
    };
    for (const tax of ['', '0x10', '1e2', '100.0'])
      expect(await ask(tax)).toEqual([400, '세금은 0원 이상 10,000원 이하의 정수로 넣어 주세요.']);
    expect(await ask('200')).toEqual([200, 200]);
  });

  it('the teacher’s exchange rates refuse an unknown field in Korean', async () => {
    const { status, body } = await scene.call(
      'PUT',
      `/lessons/exchange/classes/${scene.classId}/rates`,
      scene.as.teacher,
      { startRate: 1_350, endRate: 1_400, spreadPercent: 1, preferentialPercent: 50, source: 'x' },
    );
    expect([status, body.message]).toEqual([400, UNKNOWN_KEY]);
  });

  it.each([
    ['null', null],
    ['an array', []],
    ['a string', '1350'],
  ])('the teacher’s exchange rates refuse a body that is %s, in Korean', async (_what, rates) => {
    const path = `/lessons/exchange/classes/${scene.classId}/rates`;
    const { status, body } = await scene.call('PUT', path, scene.as.teacher, rates);
    expect([status, body.message]).toEqual([400, '입력값이 올바르지 않습니다.']);
  });
});
