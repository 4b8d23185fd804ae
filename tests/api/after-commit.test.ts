import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBackgroundHealth, type BackgroundHealth } from '../../src/server/background-health';
import { accountsRepo } from '../../src/server/db/repos/accounts.repo';
import { trades } from '../../src/server/db/schema';
import { DEFAULT_CLASS_RULES, type ClassRules } from '../../src/shared/schemas/class-rules';
import { marketOrder, orderScene, type OrderScene } from './orders.helpers';

// What runs after a commit (the 과제 checks, the hub, a deposit that new rules made due) fails as
// it would on a full disk or a locked database: the request committed and is answered as saved.
const sqliteError = (code: string) => Object.assign(new Error(code), { code });

let s: OrderScene;
let background: BackgroundHealth;
let logged: string[];
beforeEach(async () => {
  logged = [];
  background = createBackgroundHealth({
    log: { warn: (line) => logged.push(line), info: (line) => logged.push(line) },
  });
  s = await orderScene({ background });
});
afterEach(() => s.t.dispose());

const rulesPath = () => `/teacher/classes/${s.klass.id}/rules`;

describe('a listener that fails after a commit', () => {
  it('leaves 우리 반 규칙 saved and answered as saved, and shows the failure to the admin', async () => {
    s.t.events.subscribe('classRulesSaved', () => {
      throw sqliteError('SQLITE_FULL');
    });
    const rules: ClassRules = {
      ...DEFAULT_CLASS_RULES,
      regularDeposit: { amount: 500_000, schedule: 'WEEKLY' },
    };
    const saved = await s.request('PUT', rulesPath(), rules, s.headers.teacher);
    expect(saved.status).toBe(200);
    const read = await s.request<ClassRules>('GET', rulesPath(), undefined, s.headers.teacher);
    expect(read.data.regularDeposit).toEqual({ amount: 500_000, schedule: 'WEEKLY' });
    expect(background.degraded()).toEqual([
      {
        part: 'afterCommit',
        label: '저장 뒤 알림·과제 확인',
        since: expect.any(String),
        code: 'SQLITE_FULL',
      },
    ]);
    expect(logged).toEqual(['저장 뒤 알림·과제 확인: failed (SQLITE_FULL)']);
  });

  it('answers a committed trade with its result, lets the later listeners hear it, and recovers', async () => {
    let failing = true;
    s.t.events.subscribe('tradeExecuted', () => {
      if (failing) throw sqliteError('SQLITE_BUSY');
    });
    const heard: number[] = [];
    s.t.events.subscribe('tradeExecuted', ({ quantity }) => heard.push(quantity));

    const traded = await s.request('POST', '/trading/orders', marketOrder('BUY', 2));
    expect(traded.status).toBe(200);
    expect(s.t.db.select().from(trades).all()).toHaveLength(1);
    // 10,000,000 − 2 × 70,000 − fee 0.015 % of 140,000 = 21 won.
    expect(accountsRepo.find(s.t.db, s.student.id)?.cash).toBe(9_859_979);
    expect(heard).toEqual([2]);
    expect(background.degraded().map((d) => [d.part, d.code])).toEqual([
      ['afterCommit', 'SQLITE_BUSY'],
    ]);

    failing = false;
    expect((await s.request('POST', '/trading/orders', marketOrder('BUY', 1))).status).toBe(200);
    expect(heard).toEqual([2, 1]);
    expect(background.degraded()).toEqual([]);
    expect(logged).toEqual([
      '저장 뒤 알림·과제 확인: failed (SQLITE_BUSY)',
      '저장 뒤 알림·과제 확인: recovered after 1 failed attempts',
    ]);
  });
});
