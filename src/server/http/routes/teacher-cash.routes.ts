import { teacherStudentsApi } from '../../../shared/contracts/teacher-classes';
import { zIdParam } from '../../../shared/schemas/strict';
import type { CashService } from '../../services/cash.service';
import { ContractRouter } from '../contract-router';

/** PATCH /teacher/students/:id/cash, in the /teacher tree. */
export function teacherCashRoutes(deps: { cash: CashService }) {
  return new ContractRouter('/teacher').serve(
    teacherStudentsApi.setCash,
    { params: zIdParam },
    (c, { params, body }) => deps.cash.setCash(c.get('user'), params.id, body.newCash),
  );
}
