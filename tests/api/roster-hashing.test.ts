import { hash, verify } from '@node-rs/argon2';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertClass, insertUser } from '../../src/server/testing/factories';
import { createTestApp, testPasswords, type TestApp } from '../../src/server/testing/test-app';
import { createPasswordHasher, type Argon2 } from '../../src/server/services/accounts/passwords';
import { asUser, call } from './accounts.helpers';

const STUDENTS = 100;

/** argon2 as the server calls it, counting the hashes running and done. */
function watchedArgon2() {
  let started = () => {};
  const watch = {
    running: 0,
    mostAtOnce: 0,
    done: 0,
    firstStarted: new Promise<void>((resolve) => (started = resolve)),
  };
  const argon2: Argon2 = {
    verify,
    async hash(...args) {
      watch.running += 1;
      watch.mostAtOnce = Math.max(watch.mostAtOnce, watch.running);
      started();
      try {
        return await hash(...args);
      } finally {
        watch.running -= 1;
        watch.done += 1;
      }
    },
  };
  return { watch, argon2 };
}

let t: TestApp;
let watched: ReturnType<typeof watchedArgon2>;
beforeEach(() => {
  watched = watchedArgon2();
  const passwords = createPasswordHasher(
    { memoryCost: 1024, timeCost: 1, parallelism: 1 },
    watched.argon2,
  );
  t = createTestApp({ overrides: { passwords } });
});
afterEach(() => t.dispose());

const roster = [
  '번호\t이름\t학년\t반',
  // Four 반 of 25: a 학번 numbers at most 99 students a 반.
  ...Array.from(
    { length: STUDENTS },
    (_, i) => `${(i % 25) + 1}\t학생${i + 1}\t1\t${1 + Math.floor(i / 25)}`,
  ),
].join('\n');

describe('a large 명렬표 import', () => {
  it('hashes two passwords at a time, so a sign-in meanwhile answers before half are hashed', async () => {
    const teacher = insertUser(t.db, { role: 'TEACHER' });
    const klass = insertClass(t.db, { teacherId: teacher.id });
    // Hashed apart from the server's hasher: what it watches is the import's alone.
    const password = 'secret123';
    const student = insertUser(t.db, {
      role: 'STUDENT',
      classId: klass.id,
      passwordHash: await testPasswords.hash(password),
    });

    const imported = call(t, 'POST', `/api/teacher/classes/${klass.id}/roster`, {
      body: { text: roster },
      headers: await asUser(t, teacher),
    });
    await watched.watch.firstStarted;
    const signedIn = await call(t, 'POST', '/api/auth/login', {
      body: { email: student.email, password },
    });
    const hashedBySignIn = watched.watch.done;

    expect(signedIn.status).toBe(200);
    expect(hashedBySignIn).toBeLessThan(STUDENTS / 2);
    expect((await imported).status).toBe(201);
    expect(watched.watch.done).toBe(STUDENTS);
    expect(watched.watch.mostAtOnce).toBe(2);
  });
});
