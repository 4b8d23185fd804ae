// A new semester (ADR 0021): ending a class, its successor, moving students between classes.
// Kept apart from the schemas: the app's layout shows the read-only notice on every page, and a
// schema in its first script would be built before the client sets zod jitless
// (src/client/zod-config.ts), so zod's eval probe would trip the CSP.
// Students read 해요체 and teachers 합니다체 (docs/decisions/0020).
import { withParticle } from '../domain/korean-particle';

export const semesterMessages = {
  orderRefused: '종료된 클래스에서는 주문할 수 없어요.',
  orderCancelled: '클래스가 종료되어 주문이 취소되었어요',
  readOnlyNotice:
    '이 클래스는 종료되었어요. 거래 기록, 피드백과 분석은 계속 볼 수 있지만 새 주문은 할 수 없어요.',
  leaderboardEnded:
    '종료된 클래스라 리더보드가 없어요. 내 기록은 포트폴리오와 분석에서 볼 수 있어요.',
  studentsRequired: '옮길 학생을 선택해주세요',
  targetRequired: '학생을 옮길 클래스를 선택해주세요',
  notEnded: '종료된 클래스의 학생만 옮길 수 있습니다. 먼저 클래스를 종료해주세요.',
  notInClass: '이 클래스의 학생만 옮길 수 있습니다.',
  targetEnded: '종료된 클래스로는 학생을 옮길 수 없습니다.',
  targetSame: '학생이 이미 있는 클래스입니다. 다른 클래스를 선택해주세요.',
  numberTaken: (number: string) => `옮길 클래스에 학번 ${number} 학생이 이미 있습니다.`,
  ended: '클래스를 종료했습니다.',
  successorCreated: '다음 학기 클래스를 만들었습니다.',
  moved: (count: number, className: string) =>
    `학생 ${count}명을 ${withParticle(className, '으로/로')} 옮겼습니다.`,
} as const;
