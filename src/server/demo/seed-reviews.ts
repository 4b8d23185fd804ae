import { accountsRepo } from '../db/repos/accounts.repo';
import { classReportsRepo } from '../db/repos/class-reports.repo';
import type { DbOrTx } from '../db/repos/db-or-tx';
import { reviewsRepo } from '../db/repos/reviews.repo';
import { currentRubric } from '../services/reviews/rubric.service';

const REVIEWED_STUDENTS = 5;
const REVIEWS_EACH = 4;
const comments = [
  '근거가 구체적이에요. 손실이 나면 어떻게 할지도 적어 보세요.',
  '지표를 잘 활용했어요. 목표 기간을 밝히면 더 좋아요.',
  '기사 내용만 옮기지 말고 내 판단을 한 문장 더해 보세요.',
  '',
];

/**
 * The teacher has started reviewing: a few students' oldest trades carry scores and comments,
 * and their sells a reflection, so the 근거 평가, 피드백 and 세특 screens show life.
 */
export function seedReviews(tx: DbOrTx, classId: number, teacherId: number, at: Date) {
  const { version, criteria } = currentRubric(tx, classId, at);
  const students = accountsRepo.students(tx, classId).slice(0, REVIEWED_STUDENTS);
  students.forEach((student, s) => {
    const trades = classReportsRepo.trades(tx, [student.id]).reverse();
    trades.slice(0, REVIEWS_EACH).forEach((trade, n) => {
      reviewsRepo.saveReview(
        tx,
        {
          tradeId: trade.id,
          rubricVersionId: version.id,
          reviewerId: teacherId,
          comment: comments[(s + n) % comments.length]!,
          reviewedAt: at,
        },
        criteria.map((criterion, c) => ({
          criterionId: criterion.id,
          level: ((s + n + c) % criterion.levels.length) + 1,
        })),
      );
    });
    const sell = trades.find((trade) => trade.type === 'SELL');
    if (sell) {
      reviewsRepo.saveReflection(
        tx,
        sell.id,
        '예상보다 빨리 올라서 팔았지만, 목표 가격을 미리 정했다면 더 침착했을 것 같다.',
        at,
      );
    }
  });
}
