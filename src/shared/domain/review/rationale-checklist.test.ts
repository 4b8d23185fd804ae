import { describe, expect, it } from 'vitest';
import { rationaleChecklist } from './rationale-checklist';

const met = (text: string) =>
  Object.fromEntries(rationaleChecklist(text).map((item) => [item.key, item.met]));

describe('rationaleChecklist', () => {
  it.each([
    ['', { evidence: false, risk: false, horizon: false }],
    ['좋아 보여서 샀다', { evidence: false, risk: false, horizon: false }],
    ['PER이 낮아서', { evidence: true, risk: false, horizon: false }],
    ['영업이익이 20% 늘었다', { evidence: true, risk: false, horizon: false }],
    ['하락하면 손절하겠다', { evidence: false, risk: true, horizon: false }],
    ['3개월 보유할 계획', { evidence: true, risk: false, horizon: true }],
    ['장기 투자', { evidence: false, risk: false, horizon: true }],
    ['per 8배, 환율 리스크가 있지만 1년 동안 보유', { evidence: true, risk: true, horizon: true }],
  ])('%s', (text, expected) => {
    expect(met(text)).toEqual(expected);
  });

  it('names each point as a question, never as a score', () => {
    const labels = rationaleChecklist('').map((item) => item.label);
    expect(labels).toEqual([
      '숫자나 지표를 들었나요?',
      '위험 요인을 적었나요?',
      '투자 기간을 밝혔나요?',
    ]);
  });
});
