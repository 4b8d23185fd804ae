import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Database } from './sqlite-driver';
import { DomainError } from '../../shared/domain/domain-error';
import { createTestDb, type TestDb } from '../testing/test-db';
import { createGroupCommit, type GroupCommit } from './group-commit';

let t: TestDb;
let commits: GroupCommit;
let batches: number;
const note = (text: string) => () => {
  t.db.$client.prepare('insert into notes (text) values (?)').run(text);
  return text;
};
const notes = () =>
  (t.db.$client.prepare('select text from notes order by id').all() as Array<{ text: string }>).map(
    (row) => row.text,
  );

beforeEach(() => {
  t = createTestDb();
  // A parent that may be missing until the commit: SQLite checks deferred keys at COMMIT.
  t.db.$client.exec(`
    create table notes (id integer primary key, text text not null);
    create table parents (id integer primary key);
    create table children (parent_id integer references parents (id) deferrable initially deferred);
  `);
  batches = 0;
  commits = createGroupCommit(t.db, (flush) => {
    batches += 1;
    setImmediate(flush);
  });
});
afterEach(() => t.dispose());

describe('group commit', () => {
  it('runs the orders of one turn in one transaction, in arrival order, answering after the commit', async () => {
    const inTransaction: boolean[] = [];
    const answers = await Promise.all(
      ['first', 'second', 'third'].map((text) =>
        commits.run(note(text)).then((answer) => {
          inTransaction.push(t.db.$client.inTransaction);
          return answer;
        }),
      ),
    );
    expect(answers).toEqual(['first', 'second', 'third']);
    expect(notes()).toEqual(['first', 'second', 'third']);
    expect(batches).toBe(1);
    expect(inTransaction).toEqual([false, false, false]);
  });

  it('lets each order see what the orders before it in the batch wrote', async () => {
    const count = () =>
      (t.db.$client.prepare('select count(*) as n from notes').get() as { n: number }).n;
    const seen = await Promise.all([
      commits.run(note('a')).then(() => 'a'),
      commits.run(count),
      commits.run(note('b')).then(() => 'b'),
      commits.run(count),
    ]);
    expect(seen).toEqual(['a', 1, 'b', 2]);
  });

  it('undoes only a refused order: its neighbours in the batch are kept', async () => {
    const refused = new DomainError('INSUFFICIENT_CASH', '현금이 부족합니다');
    const outcomes = await Promise.allSettled([
      commits.run(note('before')),
      commits.run(() => {
        note('refused')();
        throw refused;
      }),
      commits.run(note('after')),
    ]);
    expect(outcomes).toEqual([
      { status: 'fulfilled', value: 'before' },
      { status: 'rejected', reason: refused },
      { status: 'fulfilled', value: 'after' },
    ]);
    expect(notes()).toEqual(['before', 'after']);
    expect(batches).toBe(1);
  });

  it('fails every order of the batch when the commit fails, and keeps none of their writes', async () => {
    const outcomes = await Promise.allSettled([
      commits.run(note('kept only if committed')),
      commits.run(() => t.db.$client.prepare('insert into children values (42)').run()),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);
    expect(String((outcomes[0] as PromiseRejectedResult).reason)).toMatch(/FOREIGN KEY/);
    expect(notes()).toEqual([]);
    expect(t.db.$client.inTransaction).toBe(false);
    // The connection is usable again: the next batch commits.
    await expect(commits.run(note('next'))).resolves.toBe('next');
    expect(notes()).toEqual(['next']);
  });

  it('puts an order that arrives while a batch is answered into the next batch', async () => {
    const later = await commits.run(note('one')).then(() => commits.run(note('two')));
    expect(later).toBe('two');
    expect(notes()).toEqual(['one', 'two']);
    expect(batches).toBe(2);
  });

  it('runs already batched work at once: each in its savepoint, all in one commit', () => {
    const failure = new Error('정산 실패');
    const outcomes = commits.together([
      note('fill 1'),
      () => {
        note('undone')();
        throw failure;
      },
      note('fill 2'),
    ]);
    expect(outcomes).toEqual([
      { ok: true, value: 'fill 1' },
      { ok: false, error: failure },
      { ok: true, value: 'fill 2' },
    ]);
    expect(notes()).toEqual(['fill 1', 'fill 2']);
    expect(t.db.$client.inTransaction).toBe(false);
  });

  it('does not compile a work that awaits, and undoes one that slips through', () => {
    // Its first write is in the savepoint; what it would write after an await would not be.
    const awaiting = async () => note('written, then undone')();
    // @ts-expect-error a work may not await: its savepoint would end before the awaited write
    const [outcome] = commits.together([awaiting]);
    expect(outcome?.ok).toBe(false);
    expect(notes()).toEqual([]);
  });
});

describe('group commit while another process holds the write lock', () => {
  let other: InstanceType<typeof Database>;
  // The retries the group commit scheduled (their delays), and the flush each would run.
  let delays: number[];
  let retry: () => void;
  beforeEach(() => {
    other = new Database(t.path);
    other.exec('BEGIN IMMEDIATE');
    delays = [];
    commits = createGroupCommit(t.db, setImmediate, (flush, ms) => {
      delays.push(ms);
      retry = flush;
    });
  });
  afterEach(() => other.close());
  const refusedTimes = async (count: number) => expect.poll(() => delays.length).toBe(count);

  it('tries the batch again on a timer, with the orders that arrived meanwhile after it', async () => {
    const first = commits.run(note('first'));
    await refusedTimes(1);
    const second = commits.run(note('second'));
    retry();
    expect(delays).toEqual([20, 40]);
    other.exec('COMMIT');
    retry();
    expect(await Promise.all([first, second])).toEqual(['first', 'second']);
    expect(notes()).toEqual(['first', 'second']);
  });

  it('refuses the batch with SQLITE_BUSY after six tries, about 1.3 s', async () => {
    const order = commits.run(note('refused'));
    await refusedTimes(1);
    for (let i = 0; i < 6; i += 1) retry();
    await expect(order).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
    expect(delays).toEqual([20, 40, 80, 160, 320, 640]);
    other.exec('COMMIT');
    expect(notes()).toEqual([]);
  });
});
