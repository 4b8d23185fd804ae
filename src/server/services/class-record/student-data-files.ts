import type { Review } from '../../../shared/schemas/reviews';
import type { Db } from '../../db/connection';
import { classesRepo } from '../../db/repos/classes.repo';
import { studentDataRepo } from '../../db/repos/student-data.repo';
import { usersRepo } from '../../db/repos/users.repo';
import { asOptionalText, asText, csvFile, csvKstMinute, toCsv } from '../../util/csv';
import { reviewsByTrade } from '../reviews/review-views';
import type { EarlierRecord } from './person-records';
import { recordFiles } from './student-data-records';

function accountCsv(db: Db, userId: number): string {
  const user = usersRepo.findById(db, userId)!;
  const klass = user.classId ? classesRepo.findById(db, user.classId) : undefined;
  // Everything on the account but the password hash and the token bookkeeping.
  return toCsv(
    ['이름', '번호', '아이디', '연락 이메일', '역할', '클래스', '현금', '가입 시각'],
    [
      [
        user.name,
        asOptionalText(user.number),
        user.email,
        user.contactEmail,
        user.role,
        klass?.name ?? null,
        user.cash,
        csvKstMinute(user.createdAt),
      ],
    ],
  );
}

/** A teacher's rubric scores of a trade: the total, then each criterion (근거의 구체성 2/3 · …). */
function scoresOf(review: Review | undefined): string | null {
  if (!review) return null;
  const each = review.scores.map((s) => `${s.name} ${s.points}/${s.maxPoints}`).join(' · ');
  return `${review.totalPoints}/${review.maxPoints}점 (${each})`;
}

/** Every CSV of one student row's data: account, portfolio, writing and the records beyond. */
export function files(db: Db, userId: number) {
  const trades = studentDataRepo.trades(db, userId);
  const reviews = reviewsByTrade(
    db,
    trades.map((t) => t.id),
  );
  return [
    { name: 'account.csv', data: accountCsv(db, userId) },
    csvFile(
      'trades.csv',
      [
        '시각',
        '시장 날짜',
        '종목코드',
        '종목',
        '구분',
        '수량',
        '가격',
        '금액',
        '수수료',
        '세금',
        '매매 이유',
        '돌아보기',
        '선생님 평가',
        '평가 점수',
      ],
      trades.map((t) => [
        csvKstMinute(t.at),
        t.marketDate,
        asText(t.symbol),
        t.stock,
        t.type === 'BUY' ? '매수' : '매도',
        t.quantity,
        t.price,
        t.totalAmount,
        t.fee,
        t.tax,
        t.reason,
        t.reflection,
        t.review,
        scoresOf(reviews.get(t.id)),
      ]),
    ),
    csvFile(
      'orders.csv',
      ['시각', '종목코드', '종목', '구분', '방식', '수량', '지정가', '상태', '매매 이유'],
      studentDataRepo
        .orders(db, userId)
        .map((o) => [
          csvKstMinute(o.at),
          asText(o.symbol),
          o.name,
          o.side === 'BUY' ? '매수' : '매도',
          o.type === 'LIMIT' ? '지정가' : '시장가',
          o.quantity,
          o.limitPrice,
          o.status,
          o.reason,
        ]),
    ),
    csvFile(
      'holdings.csv',
      ['종목코드', '종목', '수량', '평균 매입가'],
      studentDataRepo
        .holdings(db, userId)
        .map((h) => [asText(h.symbol), h.name, h.quantity, h.averagePrice]),
    ),
    csvFile(
      'ledger.csv',
      ['시각', '종류', '금액', '잔액'],
      studentDataRepo
        .ledger(db, userId)
        .map((r) => [csvKstMinute(r.createdAt), r.kind, r.amount, r.balanceAfter]),
    ),
    csvFile(
      'snapshots.csv',
      ['날짜', '총 자산', '현금', '순입금', '시장 날짜'],
      studentDataRepo
        .snapshots(db, userId)
        .map((r) => [r.date, r.totalValue, r.cash, r.netDeposits, r.marketDate]),
    ),
    csvFile(
      'watchlist.csv',
      ['순서', '종목코드', '종목'],
      studentDataRepo.watchlist(db, userId).map((r) => [r.position, asText(r.symbol), r.name]),
    ),
    csvFile(
      'assignments.csv',
      ['과제', '성취기준', '완료 시각', '늦음', '근거'],
      studentDataRepo
        .completions(db, userId)
        .map((r) => [
          r.title,
          r.standard,
          csvKstMinute(r.completedAt),
          r.late ? '예' : '아니오',
          r.evidence,
        ]),
    ),
    csvFile(
      'explanations.csv',
      ['과제 번호', '설명', '고친 시각'],
      studentDataRepo
        .explanations(db, userId)
        .map((r) => [r.assignmentId, r.text, csvKstMinute(r.updatedAt)]),
    ),
    ...recordFiles(db, userId),
  ];
}

/** A folder name for an earlier class's record: its name without path characters, unique. */
export function folderName(record: EarlierRecord, taken: Set<string>): string {
  const base = (record.className ?? `클래스 ${record.classId ?? record.id}`).replace(
    /[\\/:*?"<>|]/g,
    '_',
  );
  let name = base;
  for (let n = 2; taken.has(name); n += 1) name = `${base} (${n})`;
  taken.add(name);
  return name;
}
