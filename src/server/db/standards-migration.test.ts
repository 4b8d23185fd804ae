import { describe, expect, it } from 'vitest';
import { databaseBefore } from '../testing/migrated-until';

describe('the 2022 개정 성취기준 migration', () => {
  it('moves stored 2015-structure codes to the standard with the same content and snapshots completions', () => {
    const { sqlite, migrateRest } = databaseBefore('0013_standards_2022_codes');
    sqlite.exec(`
      insert into users (id, email, name, password_hash, role) values (1, 's@t.kr', '학생', 'x', 'STUDENT');
      insert into classes (id, name, code, start_date) values (1, '반', 'OLD0001', '2026-03-02');
    `);
    const old = ['12경수02-01', '12경수03-01', '12경수03-04', '12경수04-04', '12경수01-03'];
    const insert = sqlite.prepare(
      `insert into assignments (class_id, title, due_at, standard, kind, task, updated_at)
       values (1, ?, 0, ?, 'free', '{"kind":"free"}', 0)`,
    );
    old.forEach((code) => insert.run(`과제 ${code}`, code));
    sqlite
      .prepare(
        `insert into assignment_completions (assignment_id, user_id, completed_at, late, evidence)
         values (1, 1, 0, 0, '{"label":"확인"}')`,
      )
      .run();

    migrateRest();

    const codes = sqlite.prepare('select standard from assignments order by id').pluck().all();
    // 단리·복리 → 01-04, 함수 → 02-01 (not on to 01-04), 비용·이윤 함수 → 02-01, 탐구·설명 → 01-01.
    expect(codes).toEqual([
      '12경수01-04',
      '12경수02-01',
      '12경수02-01',
      '12경수01-01',
      '12경수01-03',
    ]);
    expect(sqlite.prepare('select title, standard from assignment_completions').get()).toEqual({
      title: '과제 12경수02-01',
      standard: '12경수01-04',
    });
    sqlite.close();
  });
});
