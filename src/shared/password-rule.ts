// Plain TypeScript, no zod: the sign-up and new-password screens load with /login, whose script
// carries no zod (tests/e2e/loading.spec.ts).

/** The password rule as every form states it (registering, changing, a reset, a new teacher). */
export const PASSWORD_RULE = '6자 이상, 숫자 포함';
