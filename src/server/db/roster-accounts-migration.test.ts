import { describe, expect, it } from 'vitest';
import { databaseBefore } from '../testing/migrated-until';

describe('the migration recording which accounts a 명렬표 made', () => {
  it('counts as the roster’s only students given their cash at the instant they were made', () => {
    const { sqlite, migrateRest } = databaseBefore('0017_roster_accounts');
    // 1: imported (account and INITIAL row at one instant), still on its card. 2: registered at a
    // login ID, adopted by an import (학번 set), approved a day later. 3: registered, waiting.
    // 4: an ordinary student who chose their password.
    sqlite.exec(`
      insert into users (id, email, name, password_hash, role, number, must_change_password, created_at) values
        (1, '2026-10301@stockclass.local', '김가람', 'x', 'STUDENT', '10301', 1, 1000),
        (2, '2026-10302@stockclass.local', '이나래', 'x', 'STUDENT', '10302', 0, 1000),
        (3, '2026-10303@stockclass.local', '박다온', 'x', 'GUEST', '10303', 0, 1000),
        (4, 'kim@school.kr', '최라온', 'x', 'STUDENT', null, 0, 1000);
      insert into cash_ledger (user_id, kind, amount, balance_after, created_at) values
        (1, 'INITIAL', 10000000, 10000000, 1000),
        (2, 'INITIAL', 10000000, 10000000, 86401000),
        (4, 'INITIAL', 10000000, 10000000, 86401000);
    `);

    const before = Date.now();
    migrateRest();

    const rows = sqlite
      .prepare(
        'select id, created_by_roster as roster, temporary_password_expires_at as expires from users order by id',
      )
      .all() as Array<{ id: number; roster: number; expires: number | null }>;
    expect(rows.map((r) => [r.id, r.roster])).toEqual([
      [1, 1],
      [2, 0],
      [3, 0],
      [4, 0],
    ]);
    // The card already handed out keeps working for a week from the upgrade.
    const week = 7 * 86_400_000;
    expect(rows[0]!.expires).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + week);
    expect(rows[0]!.expires).toBeLessThanOrEqual(Date.now() + week);
    expect(rows.slice(1).map((r) => r.expires)).toEqual([null, null, null]);
  });
});
