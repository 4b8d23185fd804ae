// The pages a visitor reads before signing in: apart from the sign-in pages, so /login does not
// download them (README: the /login budget).
export { LandingPage } from '../../pages/landing/LandingPage';
export { AboutPage } from '../../pages/about/AboutPage';
