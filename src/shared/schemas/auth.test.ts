import { describe, expect, it } from 'vitest';
import { zCreateTeacher } from './admin';
import { zLogin, zRegister, zRegisterForm } from './auth';
import { zCreateClass } from './classes';

const firstMessage = (result: {
  success: boolean;
  error?: { issues: Array<{ message: string }> };
}) => result.error?.issues[0]?.message;

describe('account schemas (the same ones validate the forms)', () => {
  const form = {
    email: 'kim@school.kr',
    name: '김학생',
    password: 'abc123',
    confirmPassword: 'abc123',
    classCode: 'abcdef',
  };

  it('the register form needs a matching confirmation, which the request never carries', () => {
    expect(firstMessage(zRegisterForm.safeParse({ ...form, confirmPassword: 'abc124' }))).toBe(
      '비밀번호가 일치하지 않습니다',
    );
    const { confirmPassword: _confirm, ...request } = form;
    expect(zRegister.parse(request).classCode).toBe('ABCDEF');
    expect(zRegister.safeParse(form).success).toBe(false);
  });

  it('reports the required message before the format message', () => {
    expect(firstMessage(zLogin.safeParse({ email: '', password: '' }))).toBe(
      '이메일을 입력해주세요',
    );
    expect(firstMessage(zLogin.safeParse({ email: 'kim@school.kr', password: '' }))).toBe(
      '비밀번호를 입력해주세요',
    );
  });

  it('create teacher: every field required first, then the password rules', () => {
    const valid = { email: 'lee@school.kr', name: '이교사', password: 'teach1' };
    expect(zCreateTeacher.safeParse(valid).success).toBe(true);
    expect(firstMessage(zCreateTeacher.safeParse({ ...valid, password: '' }))).toBe(
      '모든 필드를 입력해주세요',
    );
    expect(firstMessage(zCreateTeacher.safeParse({ ...valid, password: 'teach' }))).toBe(
      '비밀번호는 최소 6자 이상이어야 합니다',
    );
  });

  it('create class: an end date is optional but not before the start', () => {
    expect(zCreateClass.safeParse({ name: '1반', startDate: '2026-03-02' }).success).toBe(true);
    expect(
      zCreateClass.safeParse({ name: '1반', startDate: '2026-03-02', endDate: '2026-03-02' })
        .success,
    ).toBe(true);
  });
});
