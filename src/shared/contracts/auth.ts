import {
  zChangePassword,
  zLogin,
  zLoginResponse,
  zLogoutRequest,
  zRefreshRequest,
  zRegister,
  zTokenPair,
} from '../schemas/auth';
import { zUser } from '../schemas/user';
import { zNothing } from '../schemas/answers';
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
