import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createBackupService } from '../../src/server/services/backups.service';
import { authHeader, insertUser } from '../../src/server/testing/factories';
import {
  createTestApp,
  TEST_PRIVACY_OFFICER,
  type TestApp,
} from '../../src/server/testing/test-app';
import type {
  PrivacyChecklist,
  PrivacyOfficer,
  PrivacyPolicy,
} from '../../src/shared/schemas/privacy';
import { privacyMessages } from '../../src/shared/schemas/privacy';
import { call } from './accounts.helpers';

let t: TestApp;
afterEach(() => t.dispose());

const officer: PrivacyOfficer = {
  name: '이정보',
  department: '교무기획부',
  phone: '031-555-0101',
  email: '',
};

const itemOf = (checklist: PrivacyChecklist, id: string) =>
  checklist.items.find((item) => item.id === id)!;

describe('GET /api/privacy (no login)', () => {
  it('names the officer and, on the embedded market, no outsourcing or third party', async () => {
    t = createTestApp();
    const { status, body } = await call<PrivacyPolicy>(t, 'GET', '/api/privacy');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      officer: TEST_PRIVACY_OFFICER,
      marketProvider: 'replay',
      outsourcing: [],
      thirdParty: [],
      refreshTokenDays: 14,
      accessLogDays: 365,
    });
  });

  it("states the access log's retention the admin sets", async () => {
    t = createTestApp();
    const admin = await authHeader(t.accessTokens, insertUser(t.db, { role: 'ADMIN' }));
    await call(t, 'PUT', '/api/admin/access-log/retention', {
      headers: admin,
      body: { retentionDays: 90 },
    });
    const { body } = await call<PrivacyPolicy>(t, 'GET', '/api/privacy');
    expect(body.data.accessLogDays).toBe(90);
  });

  it('says per live provider exactly what it is sent, and that no personal data is', async () => {
    t = createTestApp({ overrides: { marketProvider: 'yahoo' } });
    const { body } = await call<PrivacyPolicy>(t, 'GET', '/api/privacy');
    expect(body.data.outsourcing).toEqual([
      {
        provider: 'yahoo',
        name: 'Yahoo Finance 시세',
        sent: '시세·일봉을 받을 종목 심볼(예: 005930.KS)과 일봉의 기간',
        personalData: false,
      },
    ]);
  });
});

describe('the 개인정보 보호책임자 before the first class', () => {
  it('refuses a class until the admin names the officer, then creates it', async () => {
    t = createTestApp({ privacyOfficer: null });
    const teacher = await authHeader(t.accessTokens, insertUser(t.db, { role: 'TEACHER' }));
    const admin = await authHeader(t.accessTokens, insertUser(t.db, { role: 'ADMIN' }));
    const newClass = { name: '경제수학 1반', startDate: '2026-03-02' };

    const refused = await call(t, 'POST', '/api/teacher/classes', {
      body: newClass,
      headers: teacher,
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'PRIVACY_OFFICER_REQUIRED',
      message: privacyMessages.officerRequired,
    });
    const before = await call(t, 'GET', '/api/admin/privacy/officer', { headers: admin });
    expect(before.body.data).toBeNull();

    const saved = await call(t, 'PUT', '/api/admin/privacy/officer', {
      body: officer,
      headers: admin,
    });
    expect(saved.status).toBe(200);
    const created = await call(t, 'POST', '/api/teacher/classes', {
      body: newClass,
      headers: teacher,
    });
    expect(created.status).toBe(201);
    const policy = await call<PrivacyPolicy>(t, 'GET', '/api/privacy');
    expect(policy.body.data.officer).toEqual(officer);
  });

  it('asks for a name and a phone number in Korean, and only the admin may set them', async () => {
    t = createTestApp({ privacyOfficer: null });
    const admin = await authHeader(t.accessTokens, insertUser(t.db, { role: 'ADMIN' }));
    const teacher = await authHeader(t.accessTokens, insertUser(t.db, { role: 'TEACHER' }));
    const blank = await call(t, 'PUT', '/api/admin/privacy/officer', {
      body: { name: ' ', phone: '' },
      headers: admin,
    });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe(privacyMessages.officerNameRequired);
    const byTeacher = await call(t, 'PUT', '/api/admin/privacy/officer', {
      body: officer,
      headers: teacher,
    });
    expect(byTeacher.status).toBe(403);
  });
});

describe('GET /api/admin/privacy/checklist', () => {
  it('answers from the live configuration and follows a change of officer', async () => {
    t = createTestApp({
      privacyOfficer: null,
      overrides: { storage: { databasePath: '/srv/stockclass/data.db', synchronous: 'FULL' } },
    });
    const admin = await authHeader(t.accessTokens, insertUser(t.db, { role: 'ADMIN' }));
    const read = async () =>
      (await call<PrivacyChecklist>(t, 'GET', '/api/admin/privacy/checklist', { headers: admin }))
        .body.data;

    const before = await read();
    expect(itemOf(before, 'officer').status).toBe('CHECK');
    expect(itemOf(before, 'storage').answer).toContain('/srv/stockclass/data.db');
    expect(itemOf(before, 'storage').answer).toContain('FULL');
    expect(itemOf(before, 'passwords').answer).toContain('메모리 19456 KiB, 반복 2회, 병렬 1');
    expect(itemOf(before, 'sessions').answer).toContain('15분');
    expect(itemOf(before, 'sessions').answer).toContain('14일');
    expect(itemOf(before, 'backups').status).toBe('CHECK');
    // ① names every kind of record kept, not the accounts alone.
    for (const kept of [
      '매매 이유, 돌아보기, 과제 답과 설명',
      '보호자 동의 확인 기록',
      '접근 기록',
    ])
      expect(itemOf(before, 'minimum').answer).toContain(kept);
    // ③ says where in the app each right is used.
    const rights = itemOf(before, 'rights').answer;
    for (const way of [
      '내 정보에서 이 프로그램이 가진 자기 정보 전체를 ZIP으로',
      '이름 정정을 요청하면 담당 교사가 승인하거나 반려',
      '그 학생 한 명의 개인정보를 파기',
    ])
      expect(rights).toContain(way);

    await call(t, 'PUT', '/api/admin/privacy/officer', { body: officer, headers: admin });
    const after = await read();
    expect(itemOf(after, 'officer')).toMatchObject({
      status: 'MET',
      answer: '이정보 · 교무기획부 · 031-555-0101 (개인정보 처리방침 /privacy에 공개)',
    });

    // The log of staff views of students' data, kept as long as the admin sets.
    expect(itemOf(after, 'access-log').answer).toContain('365일 동안 보관');
    await call(t, 'PUT', '/api/admin/access-log/retention', {
      headers: admin,
      body: { retentionDays: 30 },
    });
    expect(itemOf(await read(), 'access-log').answer).toContain('30일 동안 보관');
  });

  it('marks the backups item met once the first nightly backup is made', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'stockclass-checklist-'));
    t = createTestApp({
      now: '2026-11-29T00:00:00Z',
      overrides: { backups: { status: () => backups.status() } },
    });
    const backups = createBackupService({ db: t.db, clock: t.clock, directory: dir, keepDays: 14 });
    const admin = await authHeader(t.accessTokens, insertUser(t.db, { role: 'ADMIN' }));
    const backupsItem = async () =>
      itemOf(
        (await call<PrivacyChecklist>(t, 'GET', '/api/admin/privacy/checklist', { headers: admin }))
          .body.data,
        'backups',
      );
    try {
      expect(await backupsItem()).toMatchObject({ status: 'CHECK' });
      await backups.runIfDue();
      const after = await backupsItem();
      expect(after.status).toBe('MET');
      expect(after.answer).toContain(`${dir}에 데이터베이스 전체를 복사해 14일치를 보관합니다.`);
      expect(after.answer).toContain('마지막 백업: 2026-11-29');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names what a live provider is sent, and HTTPS once PUBLIC_URL is https', async () => {
    const configured = 'https://stock.school.kr';
    t = createTestApp({
      overrides: {
        marketProvider: 'naver',
        serverAddress: () => ({ configured, network: [] }),
      },
    });
    const admin = await authHeader(t.accessTokens, insertUser(t.db, { role: 'ADMIN' }));
    const { body } = await call<PrivacyChecklist>(t, 'GET', '/api/admin/privacy/checklist', {
      headers: admin,
    });
    expect(itemOf(body.data, 'outsourcing').answer).toBe(
      '네이버 금융 시세에 시세·일봉·종목 뉴스를 받을 종목 코드와 일봉의 기간만 보냅니다. 학생·교사의 개인정보는 보내지 않습니다.',
    );
    expect(itemOf(body.data, 'transport').status).toBe('MET');
  });
});
