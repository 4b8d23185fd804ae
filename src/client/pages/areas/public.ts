// The pages a visitor sees before signing in: one download, kept small (README: the /login budget).
export { LandingPage } from '../landing/LandingPage';
export { LoginPage } from '../login/LoginPage';
export { RegisterPage } from '../register/RegisterPage';
export { ChangePasswordPage } from '../change-password/ChangePasswordPage';
export { AboutPage } from '../about/AboutPage';
