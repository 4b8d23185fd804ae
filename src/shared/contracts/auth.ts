import {
  zChangePassword,
  zLogin,
  zLoginResponse,
  zLogoutRequest,
  zRefreshRequest,
  zRegister,
  zTokenPair,
} from '../schemas/auth';
import { zWelcome } from '../schemas/onboarding';
import { zUser } from '../schemas/user';
import { zNothing } from '../schemas/envelope';
import { endpoint } from './endpoint';

export const authApi = {
  register: endpoint({ method: 'POST', path: '/auth/register', body: zRegister, answer: zUser }),
  login: endpoint({ method: 'POST', path: '/auth/login', body: zLogin, answer: zLoginResponse }),
  refresh: endpoint({
    method: 'POST',
    path: '/auth/refresh',
    body: zRefreshRequest,
    answer: zTokenPair,
  }),
  logout: endpoint({
    method: 'POST',
    path: '/auth/logout',
    body: zLogoutRequest,
    answer: zNothing,
  }),
  logoutEverywhere: endpoint({ method: 'POST', path: '/auth/logout-all', answer: zNothing }),
  changePassword: endpoint({
    method: 'POST',
    path: '/auth/change-password',
    body: zChangePassword,
    answer: zUser,
  }),
  me: endpoint({ method: 'GET', path: '/auth/me', answer: zUser }),
};

export const onboardingApi = {
  welcome: endpoint({ method: 'GET', path: '/onboarding', answer: zWelcome }),
  done: endpoint({ method: 'POST', path: '/onboarding/done', answer: zUser }),
};
