// The sign-in pages: one download, kept small (README: the /login budget).
export { LoginPage } from '../../pages/login/LoginPage';
export { RegisterPage } from '../../pages/register/RegisterPage';
export { ChangePasswordPage } from '../../pages/change-password/ChangePasswordPage';
