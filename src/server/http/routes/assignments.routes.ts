import {
  studentAssignmentsApi,
  teacherAssignmentsApi,
} from '../../../shared/contracts/teacher-reviews';
import type { MiddlewareHandler } from 'hono';
import { zIdParam } from '../../../shared/schemas/strict';
import type { AssignmentsService } from '../../services/assignments/assignments.service';
import type { EvidenceService } from '../../services/assignments/evidence.service';
import { progressCsv } from '../../services/assignments/progress-csv';
import { ContractRouter } from '../contract-router';
import { attachment } from '../envelope';
import { requireRole, type AppEnv } from '../middleware/session';

const id = { params: zIdParam };
const markParams = { params: zIdParam.extend({ studentId: zIdParam.shape.id }) };

interface Deps {
  assignments: AssignmentsService;
  requireAuth: MiddlewareHandler<AppEnv>;
}

/** 과제, progress, evidence and 세특 drafts for teachers, in the /teacher tree. */
export function teacherAssignmentRoutes({
  assignments,
  evidence,
}: {
  assignments: AssignmentsService;
  evidence: EvidenceService;
}) {
  const api = teacherAssignmentsApi;
  return new ContractRouter('/teacher')
    .serve(api.list, id, (c, { params }) => assignments.list(c.get('user'), params.id))
    .serve(api.create, { ...id, status: 201 }, (c, { params, body }) =>
      assignments.create(c.get('user'), params.id, body),
    )
    .serve(api.progress, id, (c, { params }) => assignments.progress(c.get('user'), params.id))
    .serve(api.progressCsv, id, (c, { params }) =>
      attachment('assignments.csv', progressCsv(assignments.progress(c.get('user'), params.id))),
    )
    .serve(api.classDrafts, id, (c, { params }) => evidence.classDrafts(c.get('user'), params.id))
    .serve(api.draftsCsv, id, (c, { params }) =>
      attachment('record-drafts.csv', evidence.draftsCsv(c.get('user'), params.id)),
    )
    .serve(api.update, id, (c, { params, body }) =>
      assignments.update(c.get('user'), params.id, body),
    )
    .serve(api.remove, id, (c, { params }) => assignments.remove(c.get('user'), params.id))
    .serve(api.mark, markParams, (c, { params, body }) =>
      assignments.mark(c.get('user'), params.id, params.studentId, body.done),
    )
    .serve(api.evidence, id, (c, { params }) => evidence.evidence(c.get('user'), params.id))
    .serve(api.saveDraft, id, (c, { params, body }) =>
      evidence.saveDraft(c.get('user'), params.id, body),
    );
}

/**
 * The signed-in student's 과제, their 계산 과제 answers and 시장과 비교 explanations. Mounted at
 * /assignments.
 */
export function studentAssignmentRoutes({ assignments, requireAuth }: Deps) {
  const student = requireRole(['STUDENT'], '학생만 과제를 할 수 있습니다.');
  return new ContractRouter('/assignments', [requireAuth, student])
    .serve(studentAssignmentsApi.mine, (c) => assignments.mine(c.get('user')))
    .serve(studentAssignmentsApi.answer, id, (c, { params, body }) =>
      assignments.answer(c.get('user'), params.id, body.value),
    )
    .serve(studentAssignmentsApi.explain, id, (c, { params, body }) =>
      assignments.explain(c.get('user'), params.id, body.text),
    );
}

/** The template library: any signed-in user may read what a 과제 can check. */
export function templateRoutes({ assignments, requireAuth }: Deps) {
  return new ContractRouter('/assignment-templates').serve(
    studentAssignmentsApi.templates,
    { guards: [requireAuth] },
    () => assignments.templates(),
  );
}
