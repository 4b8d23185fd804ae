import { Hono } from 'hono';
import { guardianConsentApi } from '../../../shared/contracts/guardian-consent';
import {
  zConfirmGuardianConsent,
  zMiddleSchoolSetting,
} from '../../../shared/schemas/guardian-consent';
import { zIdParam } from '../../../shared/schemas/strict';
import type { GuardianConsentService } from '../../services/guardian-consent.service';
import { reply } from '../envelope';
import type { AppEnv } from '../middleware/session';
import { validate } from '../validate';

/** 중학교 mark and guardian consents, in the /teacher tree (the class's teacher or the admin). */
export function guardianConsentRoutes({ consents }: { consents: GuardianConsentService }) {
  const id = validate('param', zIdParam);
  return new Hono<AppEnv>()
    .get('/classes/:id/guardian-consents', id, (c) =>
      reply(guardianConsentApi.overview, consents.overview(c.get('user'), c.req.valid('param').id)),
    )
    .post('/classes/:id/guardian-consents', id, validate('json', zConfirmGuardianConsent), (c) =>
      reply(
        guardianConsentApi.confirm,
        consents.confirm(c.get('user'), c.req.valid('param').id, c.req.valid('json')),
      ),
    )
    .put('/classes/:id/middle-school', id, validate('json', zMiddleSchoolSetting), (c) =>
      reply(
        guardianConsentApi.setMiddleSchool,
        consents.setMiddleSchool(
          c.get('user'),
          c.req.valid('param').id,
          c.req.valid('json').middleSchool,
        ),
      ),
    );
}
