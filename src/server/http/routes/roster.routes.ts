import { teacherStudentsApi } from '../../../shared/contracts/teacher-classes';
import { zIdParam } from '../../../shared/schemas/strict';
import type { LoginCardsService } from '../../services/roster/login-cards.service';
import type { RosterService } from '../../services/roster/roster.service';
import type { UsersService } from '../../services/users.service';
import type { ServerAddress } from '../../../shared/schemas/roster';
import { ContractRouter } from '../contract-router';

/** 명렬표 import, group approvals and a teacher's login cards, in the /teacher tree. */
export function rosterRoutes({
  roster,
  users,
  loginCards,
  serverAddress,
}: {
  roster: RosterService;
  users: UsersService;
  loginCards: LoginCardsService;
  serverAddress: () => ServerAddress;
}) {
  const id = { params: zIdParam };
  return new ContractRouter('/teacher')
    .serve(teacherStudentsApi.serverAddress, () => serverAddress())
    .serve(teacherStudentsApi.previewRoster, id, (c, { params, body }) =>
      roster.preview(c.get('user'), params.id, body.text),
    )
    .serve(teacherStudentsApi.importRoster, { ...id, status: 201 }, (c, { params, body }) =>
      roster.import(c.get('user'), params.id, body),
    )
    .serve(teacherStudentsApi.approveMany, id, (c, { params, body }) =>
      users.approveMany(c.get('user'), params.id, body.userIds),
    )
    .serve(teacherStudentsApi.resetPassword, id, (c, { params }) =>
      loginCards.resetOne(c.get('user'), params.id),
    )
    .serve(teacherStudentsApi.reissueCards, id, (c, { params }) =>
      loginCards.reissueForClass(c.get('user'), params.id),
    );
}
