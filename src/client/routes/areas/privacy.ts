// The 개인정보 처리방침: its own download, linked from every footer and the registration form,
// so /login does not carry it (README: the /login budget).
export { PrivacyPage } from '../../pages/privacy/PrivacyPage';
// Where a 중학교 class's student waits for their guardian's consent: it prints the 처리방침's table.
export { GuardianConsentPage } from '../../pages/privacy/GuardianConsentPage';
