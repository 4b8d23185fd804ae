import { portfolioSnapshots, stocks, trades } from '../../src/server/db/schema';
import { insertClass, insertUser } from '../../src/server/testing/factories';
import type { TestApp } from '../../src/server/testing/test-app';
import { asUser, insertLoginUser } from './accounts.helpers';

/**
 * 경제수학 5반: 김가람 (who can sign in) and 이나래 with the rationales given for their buys, a
 * student of another class with one of her own, a daily snapshot each for the named values, and
 * an admin. What a class's record, its 파기 and a student's own data are read from.
 */
export async function classRecordScene(
  t: TestApp,
  scene: {
    /** The classmates' buys in the order they were made, each with its rationale. */
    rationales: Array<['garam' | 'narae', string]>;
    values: { garam: number; narae?: number };
    naraeEmail?: string;
  },
) {
  const teacher = insertUser(t.db, { role: 'TEACHER', name: '김선생' });
  const klass = insertClass(t.db, { name: '경제수학 5반', teacherId: teacher.id });
  const garam = await insertLoginUser(t, {
    name: '김가람',
    number: '10501',
    classId: klass.id,
    email: 'garam@school.kr',
  });
  const narae = insertUser(t.db, {
    name: '이나래',
    number: '10502',
    classId: klass.id,
    ...(scene.naraeEmail ? { email: scene.naraeEmail } : {}),
  });
  const other = insertUser(t.db, { name: '박다른', classId: insertClass(t.db).id });
  const stock = t.db
    .insert(stocks)
    .values({ symbol: '999990', name: '테스트전자', market: 'KOSPI', sector: '전기전자' })
    .returning()
    .get();
  const buy = (userId: number, reason: string) =>
    t.db
      .insert(trades)
      .values({
        userId,
        stockId: stock.id,
        type: 'BUY',
        quantity: 2,
        price: 50_000,
        totalAmount: 100_000,
        reason,
        priceSource: 'test',
      })
      .run();
  for (const [who, reason] of scene.rationales) buy((who === 'garam' ? garam : narae).id, reason);
  buy(other.id, '다른 반의 기록');
  const values = [[garam.id, scene.values.garam] as const];
  if (scene.values.narae !== undefined) values.push([narae.id, scene.values.narae]);
  for (const [userId, totalValue] of values)
    t.db
      .insert(portfolioSnapshots)
      .values({ userId, date: '2026-03-03', totalValue, cash: 9_900_000, netDeposits: 10_000_000 })
      .run();
  const admin = await asUser(t, insertUser(t.db, { role: 'ADMIN' }));
  return { teacher, klass, garam, narae, other, stock, admin };
}
