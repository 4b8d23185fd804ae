import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PrivacyPolicy } from '../../../shared/schemas/privacy';
import { Policy } from './PrivacyPage';

const policy: PrivacyPolicy = {
  officer: { name: '이정보', department: '', phone: '031-555-0101', email: '' },
  marketProvider: 'replay',
  outsourcing: [],
  thirdParty: [],
  backupKeepDays: 14,
  refreshTokenDays: 14,
  accessLogDays: 90,
  middleSchoolClasses: 0,
};

const text = (p: PrivacyPolicy) =>
  renderToStaticMarkup(<Policy policy={p} />)
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ');

describe('the 개인정보 처리방침', () => {
  it('says where in the app a student reads, downloads and corrects their data, and who erases it', () => {
    const page = text(policy);
    expect(page).toContain(
      '대시보드의 내 정보에서 내 정보 내려받기 (ZIP)를 누르면 StockClass가 가진 자기 정보를 모두 받아요.',
    );
    expect(page).toContain(
      '내 정보의 이름 정정 요청에 바른 이름을 적으면 담당 선생님이 확인하고 바꿔요.',
    );
    expect(page).toContain('담당 선생님에게 요청하면 선생님이 그 학생의 개인정보를 파기해요.');
  });

  it("says what a 파기 keeps (figures, no names) and the access log's retention from the server", () => {
    const page = text(policy);
    expect(page).toContain('학생이 쓴 글 속의 이름도 학생 1, 학생 2 …로 바뀌어요.');
    expect(page).not.toContain('학생이 쓴 글이 지워지고');
    expect(page).toContain('접근 기록은 90일 동안 보관한 뒤 지워요.');
    expect(text({ ...policy, accessLogDays: 365 })).toContain(
      '접근 기록은 365일 동안 보관한 뒤 지워요.',
    );
  });

  it("lists a student's written records, requests and consent among what is collected", () => {
    const page = text(policy);
    for (const item of [
      '매매 이유, 돌아보기, 과제 답과 설명',
      '이름 정정 요청',
      '보호자 동의 확인 기록',
    ])
      expect(page).toContain(item);
    expect(page).toContain('접속한 IP 주소는 저장하지 않아요.');
  });
});
