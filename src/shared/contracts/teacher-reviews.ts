import {
  zAnswerInput,
  zAnswerResult,
  zAssignment,
  zAssignmentInput,
  zClassProgress,
  zClassRecordDrafts,
  zCompareExplanationInput,
  zEvidenceReport,
  zMarkInput,
  zProgressCell,
  zRecordDraftInput,
  zSavedText,
  zTeacherRecord,
  zStudentAssignment,
  zTemplate,
} from '../schemas/assignments';
import { zActedOn } from '../schemas/answers';
import {
  zClassReport,
  zReflectionSetting,
  zReview,
  zReviewInput,
  zReviewQuery,
  zReviewQueue,
  zRubric,
  zRubricInput,
  zStudentReport,
} from '../schemas/reviews';
import { download, endpoint } from './endpoint';

export const reviewsApi = {
  rubric: endpoint({ method: 'GET', path: '/teacher/classes/:id/rubric', answer: zRubric }),
  saveRubric: endpoint({
    method: 'PUT',
    path: '/teacher/classes/:id/rubric',
    body: zRubricInput,
    answer: zRubric,
  }),
  setReflectionRequired: endpoint({
    method: 'PUT',
    path: '/teacher/classes/:id/reflection-setting',
    body: zReflectionSetting,
    answer: zRubric,
  }),
  queue: endpoint({
    method: 'GET',
    path: '/teacher/classes/:id/reviews',
    query: zReviewQuery,
    answer: zReviewQueue,
  }),
  review: endpoint({
    method: 'PUT',
    path: '/teacher/trades/:id/review',
    body: zReviewInput,
    answer: zReview,
  }),
  studentReport: endpoint({
    method: 'GET',
    path: '/teacher/students/:id/report',
    answer: zStudentReport,
  }),
  classReport: endpoint({
    method: 'GET',
    path: '/teacher/classes/:id/report',
    answer: zClassReport,
  }),
  scoresCsv: download('/teacher/classes/:id/export/scores.csv'),
};

export const teacherAssignmentsApi = {
  list: endpoint({
    method: 'GET',
    path: '/teacher/classes/:id/assignments',
    answer: zAssignment.array(),
  }),
  create: endpoint({
    method: 'POST',
    path: '/teacher/classes/:id/assignments',
    body: zAssignmentInput,
    answer: zAssignment,
  }),
  progress: endpoint({
    method: 'GET',
    path: '/teacher/classes/:id/assignments/progress',
    answer: zClassProgress,
  }),
  progressCsv: download('/teacher/classes/:id/export/assignments.csv'),
  draftsCsv: download('/teacher/classes/:id/export/record-drafts.csv'),
  update: endpoint({
    method: 'PUT',
    path: '/teacher/assignments/:id',
    body: zAssignmentInput,
    answer: zAssignment,
  }),
  remove: endpoint({ method: 'DELETE', path: '/teacher/assignments/:id', answer: zActedOn }),
  mark: endpoint({
    method: 'PUT',
    path: '/teacher/assignments/:id/marks/:studentId',
    body: zMarkInput,
    answer: zProgressCell,
  }),
  evidence: endpoint({
    method: 'GET',
    path: '/teacher/students/:id/evidence',
    answer: zEvidenceReport,
  }),
  classDrafts: endpoint({
    method: 'GET',
    path: '/teacher/classes/:id/record-drafts',
    answer: zClassRecordDrafts,
  }),
  saveDraft: endpoint({
    method: 'PUT',
    path: '/teacher/students/:id/record-draft',
    body: zRecordDraftInput,
    answer: zTeacherRecord,
  }),
};

export const studentAssignmentsApi = {
  templates: endpoint({
    method: 'GET',
    path: '/assignment-templates',
    answer: zTemplate.array(),
  }),
  mine: endpoint({ method: 'GET', path: '/assignments', answer: zStudentAssignment.array() }),
  answer: endpoint({
    method: 'POST',
    path: '/assignments/:id/answers',
    body: zAnswerInput,
    answer: zAnswerResult,
  }),
  explain: endpoint({
    method: 'POST',
    path: '/assignments/:id/explanation',
    body: zCompareExplanationInput,
    answer: zSavedText,
  }),
};
