// The sign-in pages: one download, kept small (README: the /login budget).
export { LoginPage } from '../login/LoginPage';
export { RegisterPage } from '../register/RegisterPage';
export { ChangePasswordPage } from '../change-password/ChangePasswordPage';
