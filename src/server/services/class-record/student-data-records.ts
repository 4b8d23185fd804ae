import { accessWhatLabels } from '../../../shared/schemas/access-log';
import { consentMethodLabels } from '../../../shared/schemas/guardian-consent';
import { nameChangeStatusLabels } from '../../../shared/schemas/name-change';
import type { Db } from '../../db/connection';
import { studentDataRepo } from '../../db/repos/student-data.repo';
import { asText, csvFile, csvKstMinute } from '../../util/csv';

const AUCTION_STATUS = { OPEN: '접수', SETTLED: '마감', RELEASED: '취소' } as const;
const ROLE = { TEACHER: '교사', ADMIN: '관리자' } as const;
const optionalMinute = (at: Date | null) => (at ? csvKstMinute(at) : null);

/**
 * The student's data beyond their portfolio (docs/decisions/0041): every 계산 과제 try, 학급 단일가
 * orders, name correction requests, the guardian's consent as confirmed, their sign-ins and the
 * staff views of their data. A 계산 과제's right figure is left out: it is the answer key.
 */
export function recordFiles(db: Db, userId: number) {
  return [
    csvFile(
      'assignment-answers.csv',
      ['과제', '성취기준', '시각', '입력한 답', '결과'],
      studentDataRepo
        .answers(db, userId)
        .map((a) => [
          a.title,
          a.standard,
          csvKstMinute(a.createdAt),
          a.value,
          a.correct ? '정답' : '오답',
        ]),
    ),
    csvFile(
      'auction-orders.csv',
      ['시각', '종목코드', '종목', '구분', '수량', '가격', '상태', '체결 수량', '주문 이유'],
      studentDataRepo
        .auctionOrders(db, userId)
        .map((o) => [
          csvKstMinute(o.at),
          asText(o.symbol),
          o.name,
          o.side === 'BUY' ? '매수' : '매도',
          o.quantity,
          o.price,
          AUCTION_STATUS[o.status],
          o.filledQuantity,
          o.reason,
        ]),
    ),
    csvFile(
      'name-changes.csv',
      ['요청 시각', '요청한 이름', '상태', '처리 시각'],
      studentDataRepo
        .nameChanges(db, userId)
        .map((r) => [
          csvKstMinute(r.createdAt),
          r.name,
          nameChangeStatusLabels[r.status],
          optionalMinute(r.decidedAt),
        ]),
    ),
    csvFile(
      'guardian-consent.csv',
      ['동의 받은 날', '방법', '확인한 교사', '확인 시각'],
      studentDataRepo
        .guardianConsent(db, userId)
        .map((c) => [
          c.receivedOn,
          consentMethodLabels[c.method],
          c.confirmedBy,
          csvKstMinute(c.confirmedAt),
        ]),
    ),
    csvFile(
      'sign-ins.csv',
      ['로그인 시각', '마지막 갱신', '만료 시각', '로그아웃·종료 시각'],
      studentDataRepo
        .signIns(db, userId)
        .map((s) => [
          optionalMinute(s.signedInAt),
          optionalMinute(s.renewedAt),
          optionalMinute(s.expiresAt),
          optionalMinute(s.endedAt),
        ]),
    ),
    csvFile(
      'access-log.csv',
      ['시각', '누가', '무엇을', '범위'],
      studentDataRepo
        .accessLog(db, userId)
        .map((r) => [
          csvKstMinute(r.at),
          ROLE[r.role],
          accessWhatLabels[r.what],
          r.studentId === null ? '반 전체' : '나',
        ]),
    ),
  ];
}
