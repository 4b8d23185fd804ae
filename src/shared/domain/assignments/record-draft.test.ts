import { describe, expect, it } from 'vitest';
import { draftSentences, FORBIDDEN_DRAFT_WORDS, type DraftFacts } from './record-draft';

const none: DraftFacts = {
  diversified: [],
  comparedWithMarket: 0,
  scoredRationales: 0,
  reflections: 0,
  solved: [],
  auctions: 0,
};

describe('세특 draft sentences', () => {
  it('carry the student’s own figures, at most three, told to the teacher (not in the 학생부’s …함 register) with no rank words', () => {
    const sentences = draftSentences({
      ...none,
      diversified: [{ sectors: 3, hhi: 0.3412 }],
      scoredRationales: 4,
      reflections: 2,
      solved: [{ figure: 'lastSaleCosts', value: 1234 }],
    });
    expect(sentences).toEqual([
      '3개 업종에 나누어 투자하고 허핀달-허시만 지수(HHI)로 포트폴리오의 집중도를 0.34로 계산하고, 분산 투자가 위험을 줄이는 까닭을 글로 설명했습니다.',
      '매도 거래의 수수료와 거래세(1,234원)를 직접 계산하고 앱의 계산 과정과 비교해 확인했습니다.',
      '매도 후 회고 2편을 작성하며 처음 세운 판단 근거와 실제 결과를 비교하고 다음 투자 계획을 수정했습니다.',
    ]);
    for (const s of sentences) {
      expect(s).toMatch(/습니다\.$/);
      for (const word of FORBIDDEN_DRAFT_WORDS) expect(s).not.toContain(word);
    }
  });

  it('never says the student explained diversification when they wrote nothing', () => {
    const [sentence] = draftSentences({ ...none, diversified: [{ sectors: 4, hhi: 0.27 }] });
    expect(sentence).toBe(
      '4개 업종에 나누어 투자하고 허핀달-허시만 지수(HHI)로 포트폴리오의 집중도를 0.27로 계산했습니다.',
    );
    expect(sentence).not.toContain('설명');
  });

  it('says so once a 시장과 비교 explanation exists, without naming a return', () => {
    const sentences = draftSentences({
      ...none,
      diversified: [{ sectors: 3, hhi: 0.34 }],
      comparedWithMarket: 1,
    });
    expect(sentences[0]).toContain('까닭을 글로 설명했습니다.');
    expect(sentences[1]).toBe(
      '자신의 시간가중수익률과 KOSPI 수익률을 같은 기간에서 비교하고, 그 차이에 대한 자신의 해석을 글로 설명했습니다.',
    );
    expect(sentences.join(' ')).not.toMatch(/\d+(\.\d+)?%/);
  });

  it('names each figure once with the value the student entered, a rate in percent', () => {
    const [sentence] = draftSentences({
      ...none,
      solved: [
        { figure: 'annualReturn', value: 12.5 },
        { figure: 'annualReturn', value: 12.4 },
        { figure: 'portfolioValue', value: 10_250_000 },
      ],
    });
    expect(sentence).toBe(
      '수익률의 연 복리 환산(12.5%), 포트폴리오의 총 자산(10,250,000원)을 직접 계산하고 앱의 계산 과정과 비교해 확인했습니다.',
    );
  });

  it('offers nothing without evidence', () => {
    expect(draftSentences(none)).toEqual([]);
  });

  it('tell of a 학급 단일가 매매 the student placed orders in', () => {
    const [sentence] = draftSentences({ ...none, auctions: 2 });
    expect(sentence).toBe(
      '학급 단일가 매매 2회에 가격과 수량을 정한 주문과 그 근거를 내고, 학급의 수요곡선과 공급곡선이 만나는 곳에서 균형가격이 정해지는 과정을 확인했습니다.',
    );
  });

  it('counts rationales the teacher scored as written, not as anything more', () => {
    expect(draftSentences({ ...none, scoredRationales: 3 })).toEqual([
      '매매 3건의 투자 판단 근거를 글로 작성했습니다.',
    ]);
  });
});
