import { describe, expect, it } from 'vitest';
import { redactText } from './redact';

describe('redactText', () => {
  const people = [
    { name: '김가람', label: '학생 1' },
    { name: '이나래', label: '학생 2' },
    { name: 'Alex Kim', label: '학생 3' },
  ];

  it.each([
    ['김가람이 추천해서 샀다', '학생 1이 추천해서 샀다'],
    ['가람이랑 나래가 같이 골랐다', '학생 1이랑 학생 2가 같이 골랐다'],
    ['Alex Kim said so', '학생 3 said so'],
    ['연락: garam@mail.kr, 010-1234-5678', '연락: [이메일 삭제], [전화번호 삭제]'],
    ['반도체 업황이 좋아질 것 같다', '반도체 업황이 좋아질 것 같다'],
  ])('%s → %s', (text, redacted) => {
    expect(redactText(text, people)).toBe(redacted);
  });
});
