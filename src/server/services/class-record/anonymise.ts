import { randomBytes } from 'node:crypto';
import { redactText, type Pseudonym } from '../../../shared/domain/privacy/redact';
import { classRecordRepo } from '../../db/repos/class-record.repo';
import type { DbOrTx } from '../../db/repos/db-or-tx';
import { usersRepo } from '../../db/repos/users.repo';

/** The login an erased account is left with: unique, and no one can type it or receive mail at it. */
export const erasedEmail = (userId: number) => `erased-${userId}@erased.invalid`;

/** A student to erase: their id, the name to take out and the label (학생 3) that replaces it. */
export type Erased = Pseudonym & { id: number };

/**
 * 개인정보 파기 (익명화): names, logins and personal text go; figures stay under 학생 1, 2 …
 * The erased names are replaced in every text the `writers` wrote or were written about them
 * (a classmate's rationale that names an erased student loses the name too).
 */
export function anonymise(tx: DbOrTx, erased: Erased[], writers: number[]) {
  const redact = (text: string) => redactText(text, erased);
  const texts = classRecordRepo.texts(tx, writers);
  for (const r of texts.reasons) classRecordRepo.setReason(tx, r.id, redact(r.text));
  for (const r of texts.orderReasons) classRecordRepo.setOrderReason(tx, r.id, redact(r.text));
  for (const r of texts.auctionReasons) classRecordRepo.setAuctionReason(tx, r.id, redact(r.text));
  for (const r of texts.reflections) classRecordRepo.setReflection(tx, r.id, redact(r.text));
  for (const r of texts.comments) classRecordRepo.setComment(tx, r.id, redact(r.text));
  for (const r of texts.explanations)
    classRecordRepo.setExplanation(tx, r.assignmentId, r.userId, redact(r.text));
  for (const r of texts.drafts) classRecordRepo.setDraft(tx, r.userId, redact(r.text));
  // A name correction request holds a name, and nothing that would still be needed.
  classRecordRepo.deleteNameChanges(
    tx,
    erased.map((s) => s.id),
  );
  for (const student of erased)
    usersRepo.update(tx, student.id, {
      name: student.label,
      email: erasedEmail(student.id),
      contactEmail: null,
      number: null,
      passwordHash: `erased:${randomBytes(16).toString('hex')}`,
      isActive: false,
      mustChangePassword: false,
    });
}
