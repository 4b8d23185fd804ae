// The 개인정보 처리방침: its own download, linked from every footer and the registration form,
// so /login does not carry it (README: the /login budget).
export { PrivacyPage } from '../../pages/privacy/PrivacyPage';
