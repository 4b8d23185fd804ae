import { zWelcome } from '../schemas/onboarding';
import { zUser } from '../schemas/user';
import { endpoint } from './endpoint';

export const onboardingApi = {
  welcome: endpoint({ method: 'GET', path: '/onboarding', answer: zWelcome }),
  done: endpoint({ method: 'POST', path: '/onboarding/done', answer: zUser }),
};
