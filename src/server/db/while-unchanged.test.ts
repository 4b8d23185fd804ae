import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../testing/test-db';
import { openDatabase } from './connection';
import { rememberWhileUnchanged } from './while-unchanged';

let t: TestDb;
let reads: number;
let remembered: ReturnType<typeof rememberWhileUnchanged<string, string>>;

const setNote = (text: string) =>
  t.db.$client.prepare('update notes set text = ? where id = 1').run(text);
/** The note as the remembered read answers it, counting the times it really reads. */
const note = () =>
  remembered(t.db, 'note', () => {
    reads += 1;
    return (t.db.$client.prepare('select text from notes where id = 1').get() as { text: string })
      .text;
  });

beforeEach(() => {
  t = createTestDb();
  t.db.$client.exec(`create table notes (id integer primary key, text text not null);
    insert into notes (id, text) values (1, 'first')`);
  reads = 0;
  remembered = rememberWhileUnchanged<string, string>();
});
afterEach(() => t.dispose());

describe('reads remembered while the database is unchanged', () => {
  it('answers a repeated read without reading again while nothing is written', () => {
    expect([note(), note(), note()]).toEqual(['first', 'first', 'first']);
    expect(reads).toBe(1);
  });

  it('reads again after any write on the connection, even one to another table', () => {
    note();
    setNote('second');
    expect(note()).toBe('second');
    t.db.$client.exec('create table others (id integer primary key)');
    t.db.$client.exec('insert into others (id) values (1)');
    expect(note()).toBe('second');
    expect(reads).toBe(3);
  });

  it('reads again after a write that was rolled back, and then answers what was committed', () => {
    note();
    const client = t.db.$client;
    expect(() =>
      client.transaction(() => {
        setNote('undone');
        throw new Error('refused');
      })(),
    ).toThrow('refused');
    expect(note()).toBe('first');
    expect(reads).toBe(2);
  });

  it('sees a commit by another connection to the same file (another process, the demo seeder)', () => {
    note();
    const other = openDatabase(t.path);
    try {
      other.$client.prepare("update notes set text = 'from elsewhere' where id = 1").run();
    } finally {
      other.$client.close();
    }
    expect(note()).toBe('from elsewhere');
  });

  it('remembers nothing inside a transaction, where a read may see writes later rolled back', () => {
    const client = t.db.$client;
    expect(() =>
      client.transaction(() => {
        setNote('undone');
        expect(note()).toBe('undone');
        throw new Error('refused');
      })(),
    ).toThrow('refused');
    expect(note()).toBe('first');
  });

  it('reads again when what the read took from outside the database no longer holds', () => {
    let price = 100;
    const priced = rememberWhileUnchanged<number, { price: number }>();
    const valued = () =>
      priced(
        t.db,
        1,
        () => ({ price }),
        (known) => known.price === price,
      );
    const first = valued();
    expect(valued()).toBe(first);
    price = 101;
    expect(valued()).toEqual({ price: 101 });
  });

  it('keeps one value per key and no more values than it was given room for', () => {
    const squares = rememberWhileUnchanged<number, number>(2);
    let computed = 0;
    const square = (n: number) => squares(t.db, n, () => (computed += 1) && n * n);
    expect([square(2), square(3), square(2)]).toEqual([4, 9, 4]);
    expect(computed).toBe(2);
    square(4);
    square(2);
    expect(computed).toBe(4);
  });
});
