// The Korean message catalogue. Texts quoted in SPEC.md are used character for character.
export const messages = {
  generic: 'An error occurred',
  serverError: '서버에 문제가 발생했습니다. 잠시 후 다시 시도해주세요.',
  notFound: '요청한 정보를 찾을 수 없습니다.',
  invalidInput: '입력값이 올바르지 않습니다.',
  bodyTooLarge: '요청 본문이 너무 큽니다.',
  loadFailed: '데이터를 불러오는데 실패했습니다',
  authRequired: '로그인이 필요합니다.',
  forbidden: '권한이 없습니다.',
} as const;
