import { DomainError, type DomainErrorCode } from '../../domain-error';

/** A class rule the order would break: a stable code and the Korean sentence with the numbers. */
export interface RuleViolation {
  code: DomainErrorCode;
  message: string;
}

export function throwIfBroken(violation: RuleViolation | null): void {
  if (violation) throw new DomainError(violation.code, violation.message);
}
