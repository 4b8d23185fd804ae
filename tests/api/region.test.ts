import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { brokenRules } from '../../src/shared/domain/region/class-rule-region';
import { DEFAULT_CLASS_RULES } from '../../src/shared/schemas/class-rules';
import { zRegion, type Region } from '../../src/shared/schemas/region';
import { marketOrder, orderScene, type OrderScene } from './orders.helpers';

// 10,000,000 won, 삼성전자 (A) at 70,000, SK하이닉스 (B) at 200,000, fee 150 ppm, cap 30 %.
let s: OrderScene;
beforeEach(async () => {
  s = await orderScene();
  await s.request(
    'PUT',
    `/teacher/classes/${s.klass.id}/rules`,
    { ...DEFAULT_CLASS_RULES, maxPositionPercent: 30 },
    s.headers.teacher,
  );
});
afterEach(() => s.t.dispose());

const region = (query: string) => s.request<Region>('GET', `/portfolio/region?${query}`);

describe('GET /portfolio/region', () => {
  it('draws the rules as inequalities and puts a refused order outside them', async () => {
    const { status, data } = await region('a=005930&b=000660');
    expect(status).toBe(200);
    const answer = zRegion.parse(data);
    expect(answer.inequalities.map((q) => q.key)).toEqual([
      'holdA',
      'holdB',
      'cash',
      'capA',
      'capB',
    ]);
    // capA: (70,000 + 0.3 × 0.00015 × 70,000)x ≤ 0.3 × 10,000,000 → x ≤ 3,000,000 ÷ 70,003.15
    expect(answer.vertices).toContainEqual({ x: 42.86, y: 0, value: 42.86 });
    // The table's corners are whole shares: 42 of A, not 42.86.
    expect(answer.wholeCorners).toContainEqual({ x: 42, y: 0, value: 42 });
    expect(answer.wholeCorners.every((v) => Number.isInteger(v.x) && Number.isInteger(v.y))).toBe(
      true,
    );
    expect(Number.isInteger(answer.best!.x) && Number.isInteger(answer.best!.y)).toBe(true);
    // 50 shares of A is 35 % of the assets: the server refuses, the region says which rule
    const refused = await s.request('POST', '/trading/orders', marketOrder('BUY', 50));
    expect(refused.status).toBe(422);
    expect(brokenRules(answer.inequalities, { x: 50, y: 0 }).map((q) => q.rule)).toEqual([
      '한 종목 비중 30 % (삼성전자)',
    ]);
  });

  it('asks for two different stocks, in Korean', async () => {
    expect(await region('a=005930&b=005930')).toMatchObject({
      status: 400,
      message: '서로 다른 두 종목을 고르세요',
    });
  });
});
