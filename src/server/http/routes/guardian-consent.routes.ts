import { guardianConsentApi } from '../../../shared/contracts/guardian-consent';
import { zIdParam } from '../../../shared/schemas/strict';
import type { GuardianConsentService } from '../../services/guardian-consent.service';
import { ContractRouter } from '../contract-router';

/** 중학교 mark and guardian consents, in the /teacher tree (the class's teacher or the admin). */
export function guardianConsentRoutes({ consents }: { consents: GuardianConsentService }) {
  const id = { params: zIdParam };
  return new ContractRouter('/teacher')
    .serve(guardianConsentApi.overview, id, (c, { params }) =>
      consents.overview(c.get('user'), params.id),
    )
    .serve(guardianConsentApi.confirm, id, (c, { params, body }) =>
      consents.confirm(c.get('user'), params.id, body),
    )
    .serve(guardianConsentApi.setMiddleSchool, id, (c, { params, body }) =>
      consents.setMiddleSchool(c.get('user'), params.id, body.middleSchool),
    );
}
