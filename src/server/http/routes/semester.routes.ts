import { teacherClassesApi } from '../../../shared/contracts/teacher-classes';
import { zIdParam } from '../../../shared/schemas/strict';
import type { SemesterService } from '../../services/semester/semester.service';
import { ContractRouter } from '../contract-router';

/** 종료, the successor class and moving students, in the /teacher tree. */
export function semesterRoutes({ semester }: { semester: SemesterService }) {
  const id = { params: zIdParam };
  return new ContractRouter('/teacher')
    .serve(teacherClassesApi.end, id, (c, { params }) => semester.end(c.get('user'), params.id))
    .serve(teacherClassesApi.successor, { ...id, status: 201 }, (c, { params, body }) =>
      semester.successor(c.get('user'), params.id, body),
    )
    .serve(teacherClassesApi.moveStudents, id, (c, { params, body }) =>
      semester.move(c.get('user'), params.id, body),
    );
}
