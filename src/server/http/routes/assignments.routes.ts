import {
  studentAssignmentsApi,
  teacherAssignmentsApi,
} from '../../../shared/contracts/teacher-reviews';
import { Hono, type MiddlewareHandler } from 'hono';
import {
  zAnswerInput,
  zAssignmentInput,
  zCompareExplanationInput,
  zMarkInput,
  zRecordDraftInput,
} from '../../../shared/schemas/assignments';
import { zIdParam } from '../../../shared/schemas/strict';
import type { AssignmentsService } from '../../services/assignments/assignments.service';
import type { EvidenceService } from '../../services/assignments/evidence.service';
import { progressCsv } from '../../services/assignments/progress-csv';
import { attachment, reply } from '../envelope';
import { requireRole, type AppEnv } from '../middleware/session';
import { validate } from '../validate';

const id = validate('param', zIdParam);
const markParams = validate('param', zIdParam.extend({ studentId: zIdParam.shape.id }));

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
  const json = validate('json', zAssignmentInput);
  return new Hono<AppEnv>()
    .get('/classes/:id/assignments', id, (c) =>
      reply(teacherAssignmentsApi.list, assignments.list(c.get('user'), c.req.valid('param').id)),
    )
    .post('/classes/:id/assignments', id, json, (c) =>
      reply(
        teacherAssignmentsApi.create,
        assignments.create(c.get('user'), c.req.valid('param').id, c.req.valid('json')),
        201,
      ),
    )
    .get('/classes/:id/assignments/progress', id, (c) =>
      reply(
        teacherAssignmentsApi.progress,
        assignments.progress(c.get('user'), c.req.valid('param').id),
      ),
    )
    .get('/classes/:id/export/assignments.csv', id, (c) =>
      attachment(
        'assignments.csv',
        progressCsv(assignments.progress(c.get('user'), c.req.valid('param').id)),
      ),
    )
    .get('/classes/:id/record-drafts', id, (c) =>
      reply(
        teacherAssignmentsApi.classDrafts,
        evidence.classDrafts(c.get('user'), c.req.valid('param').id),
      ),
    )
    .get('/classes/:id/export/record-drafts.csv', id, (c) =>
      attachment('record-drafts.csv', evidence.draftsCsv(c.get('user'), c.req.valid('param').id)),
    )
    .put('/assignments/:id', id, json, (c) =>
      reply(
        teacherAssignmentsApi.update,
        assignments.update(c.get('user'), c.req.valid('param').id, c.req.valid('json')),
      ),
    )
    .delete('/assignments/:id', id, (c) =>
      reply(
        teacherAssignmentsApi.remove,
        assignments.remove(c.get('user'), c.req.valid('param').id),
      ),
    )
    .put('/assignments/:id/marks/:studentId', markParams, validate('json', zMarkInput), (c) => {
      const { id: assignmentId, studentId } = c.req.valid('param');
      return reply(
        teacherAssignmentsApi.mark,
        assignments.mark(c.get('user'), assignmentId, studentId, c.req.valid('json').done),
      );
    })
    .get('/students/:id/evidence', id, (c) =>
      reply(
        teacherAssignmentsApi.evidence,
        evidence.evidence(c.get('user'), c.req.valid('param').id),
      ),
    )
    .put('/students/:id/record-draft', id, validate('json', zRecordDraftInput), (c) =>
      reply(
        teacherAssignmentsApi.saveDraft,
        evidence.saveDraft(c.get('user'), c.req.valid('param').id, c.req.valid('json')),
      ),
    );
}

/**
 * The signed-in student's 과제, their 계산 과제 answers and 시장과 비교 explanations. Mounted at
 * /assignments.
 */
export function studentAssignmentRoutes({ assignments, requireAuth }: Deps) {
  const student = requireRole(['STUDENT'], '학생만 과제를 할 수 있습니다.');
  return new Hono<AppEnv>()
    .use('*', requireAuth, student)
    .get('/', (c) => reply(studentAssignmentsApi.mine, assignments.mine(c.get('user'))))
    .post('/:id/answers', id, validate('json', zAnswerInput), (c) =>
      reply(
        studentAssignmentsApi.answer,
        assignments.answer(c.get('user'), c.req.valid('param').id, c.req.valid('json').value),
      ),
    )
    .post('/:id/explanation', id, validate('json', zCompareExplanationInput), (c) =>
      reply(
        studentAssignmentsApi.explain,
        assignments.explain(c.get('user'), c.req.valid('param').id, c.req.valid('json').text),
      ),
    );
}

/** The template library: any signed-in user may read what a 과제 can check. */
export function templateRoutes({ assignments, requireAuth }: Deps) {
  return new Hono<AppEnv>().get('/', requireAuth, () =>
    reply(studentAssignmentsApi.templates, assignments.templates()),
  );
}
