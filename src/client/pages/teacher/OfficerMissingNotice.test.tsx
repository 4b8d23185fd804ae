import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { privacyMessages } from '../../../shared/schemas/privacy';
import { OfficerMissingNotice } from './OfficerMissingNotice';

describe('a teacher before the school names its 개인정보 보호책임자', () => {
  it('is told, as a status banner, that no class can be made yet and whom to ask', () => {
    const html = renderToStaticMarkup(<OfficerMissingNotice />);
    expect(html).toContain('class="banner" role="status"');
    expect(html.replace(/<[^>]+>/g, '')).toBe(
      '개인정보 보호책임자가 아직 지정되지 않아 클래스를 만들 수 없습니다. 관리자에게 관리자 → ' +
        '개인정보·점검표에서 보호책임자의 이름과 연락처를 입력해 달라고 요청해주세요.',
    );
    // The server's refusal names the same place.
    expect(privacyMessages.officerRequired).toContain('관리자 → 개인정보·점검표');
  });
});
