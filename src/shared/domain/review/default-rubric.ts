import type { RubricInput } from '../../schemas/reviews';

// What a class starts with until its teacher edits it: the four habits of a sound rationale.
export const DEFAULT_RUBRIC: RubricInput = {
  criteria: [
    {
      name: '근거의 구체성',
      description: '왜 이 종목을 이 수량만큼 사고파는지 구체적으로 설명했는가',
      levels: [
        { label: '막연함', points: 1 },
        { label: '부분적', points: 2 },
        { label: '구체적', points: 3 },
      ],
    },
    {
      name: '자료·지표 활용',
      description: '주가, 재무 지표, 뉴스 같은 자료를 근거로 들었는가',
      levels: [
        { label: '없음', points: 1 },
        { label: '언급', points: 2 },
        { label: '수치로 활용', points: 3 },
      ],
    },
    {
      name: '위험 인식',
      description: '예상과 다르게 움직일 가능성과 그때의 대응을 생각했는가',
      levels: [
        { label: '없음', points: 1 },
        { label: '언급', points: 2 },
        { label: '대응 계획', points: 3 },
      ],
    },
    {
      name: '목표와 계획',
      description: '기대하는 결과와 기간, 다음 행동을 밝혔는가',
      levels: [
        { label: '없음', points: 1 },
        { label: '목표만', points: 2 },
        { label: '목표와 기간', points: 3 },
      ],
    },
  ],
};
