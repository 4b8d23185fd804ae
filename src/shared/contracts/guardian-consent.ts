import {
  zConfirmGuardianConsent,
  zGuardianConsentOverview,
  zMiddleSchoolSetting,
} from '../schemas/guardian-consent';
import { endpoint } from './endpoint';

export const guardianConsentApi = {
  overview: endpoint({
    method: 'GET',
    path: '/teacher/classes/:id/guardian-consents',
    answer: zGuardianConsentOverview,
  }),
  confirm: endpoint({
    method: 'POST',
    path: '/teacher/classes/:id/guardian-consents',
    body: zConfirmGuardianConsent,
    answer: zGuardianConsentOverview,
  }),
  setMiddleSchool: endpoint({
    method: 'PUT',
    path: '/teacher/classes/:id/middle-school',
    body: zMiddleSchoolSetting,
    answer: zGuardianConsentOverview,
  }),
};
