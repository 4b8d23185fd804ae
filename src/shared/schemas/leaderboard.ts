import { z } from 'zod';
import { strictBody } from './strict';

// What students see on /leaderboard (docs/product/classes.md#leaderboard): the teacher decides per class, the admin whether
// students see the whole school or their own class.

/** FULL: classmates' names; INITIALS: 김○준; SELF: only the student's own row. */
export const zLeaderboardNames = z.enum(['FULL', 'INITIALS', 'SELF'], {
  error: '이름 표시는 이름, 가린 이름, 내 순위만 중에서 골라주세요.',
});
export type LeaderboardNames = z.infer<typeof zLeaderboardNames>;

/** GET and PUT /teacher/classes/:id/leaderboard */
export const zLeaderboardSettings = strictBody({
  visible: z.boolean({ error: '학생 공개 여부를 골라주세요.' }),
  names: zLeaderboardNames,
});
export type LeaderboardSettings = z.infer<typeof zLeaderboardSettings>;

/** GET and PUT /admin/leaderboard: one board for the whole school, or each class its own. */
export const zSchoolLeaderboard = strictBody({
  schoolWide: z.boolean({ error: '학교 전체 공개 여부를 골라주세요.' }),
});
export type SchoolLeaderboard = z.infer<typeof zSchoolLeaderboard>;

export const leaderboardClosedMessage = '선생님이 리더보드를 학생에게 공개하지 않았어요.';
