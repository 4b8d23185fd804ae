import {
  zPrivacyChecklist,
  zPrivacyOfficer,
  zPrivacyOfficerAnswer,
  zPrivacyPolicy,
} from '../schemas/privacy';
import { endpoint } from './endpoint';

/** Public like /health: the 개인정보 처리방침 is read before anyone signs in. */
export const privacyApi = {
  policy: endpoint({ method: 'GET', path: '/privacy', answer: zPrivacyPolicy }),
};

export const adminPrivacyApi = {
  officer: endpoint({
    method: 'GET',
    path: '/admin/privacy/officer',
    answer: zPrivacyOfficerAnswer,
  }),
  saveOfficer: endpoint({
    method: 'PUT',
    path: '/admin/privacy/officer',
    body: zPrivacyOfficer,
    answer: zPrivacyOfficer,
  }),
  checklist: endpoint({
    method: 'GET',
    path: '/admin/privacy/checklist',
    answer: zPrivacyChecklist,
  }),
};
