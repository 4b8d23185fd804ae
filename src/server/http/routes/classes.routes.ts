import { teacherClassesApi, teacherStudentsApi } from '../../../shared/contracts/teacher-classes';
import { zIdParam } from '../../../shared/schemas/strict';
import type { ClassesService } from '../../services/classes.service';
import type { UsersService } from '../../services/users.service';
import { ContractRouter } from '../contract-router';

/** A teacher's classes and approval queue, in the /teacher tree (which checks the session and role). */
export function classesRoutes({
  classes,
  users,
}: {
  classes: ClassesService;
  users: UsersService;
}) {
  const id = { params: zIdParam };
  return (
    new ContractRouter('/teacher')
      .serve(teacherClassesApi.list, (c) => classes.list(c.get('user')))
      .serve(teacherClassesApi.create, { status: 201 }, (c, { body }) =>
        classes.create(c.get('user'), body),
      )
      // A teacher's share of the approval queue: pending students who joined their classes.
      .serve(teacherStudentsApi.pending, (c) => users.listPending(c.get('user')))
      .serve(teacherStudentsApi.approve, id, (c, { params }) =>
        users.approve(c.get('user'), params.id, 'STUDENT'),
      )
      .serve(teacherStudentsApi.reject, id, (c, { params }) => {
        users.reject(c.get('user'), params.id);
        return { id: params.id };
      })
  );
}
