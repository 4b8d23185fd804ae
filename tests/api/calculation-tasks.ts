import { expect } from 'vitest';
import type { TestApp } from '../../src/server/testing/test-app';
import {
  zAnswerResult,
  zAssignment,
  zEvidenceReport,
  zStudentAssignment,
  zTemplate,
} from '../../src/shared/schemas/assignments';
import { callApi, type Headers } from './call-api';

// A lesson's 계산 과제 as a class meets it: the teacher sets it from its template through the API,
// the student answers it. Used by each lesson's tests of its 과제 and 세특 evidence.

/** The teacher sets a 과제 on the class, due the replay's Friday evening. */
async function postAssignment(
  t: TestApp,
  teacher: Headers,
  classId: number,
  assignment: { title: string; standard: string; task: unknown },
) {
  const { status, body } = await callApi(t, {
    method: 'POST',
    path: `/teacher/classes/${classId}/assignments`,
    headers: teacher,
    body: { ...assignment, dueAt: '2026-03-20T23:59:00+09:00' },
  });
  expect(status).toBe(201);
  return zAssignment.parse(body.data);
}

/** The teacher sets a 계산 과제 on `figure` under `standard`. */
export function setCalculationTask(
  t: TestApp,
  teacher: Headers,
  classId: number,
  task: { figure: string; standard: string; tolerance: number },
) {
  return postAssignment(t, teacher, classId, {
    title: task.figure,
    standard: task.standard,
    task: { kind: 'calculation', figure: task.figure, tolerance: task.tolerance },
  });
}

/** The student's answer to a 계산 과제, and the verdict. */
export async function answerTask(t: TestApp, student: Headers, id: number, value: number) {
  const { body } = await callApi(t, {
    method: 'POST',
    path: `/assignments/${id}/answers`,
    headers: student,
    body: { value },
  });
  return zAnswerResult.parse(body.data);
}

/** The assignment as the student sees it: its question, or why it cannot be asked yet. */
export async function seenByStudent(t: TestApp, student: Headers, id: number) {
  const { body } = await callApi(t, { method: 'GET', path: '/assignments', headers: student });
  return zStudentAssignment
    .array()
    .parse(body.data)
    .find((a) => a.id === id);
}

/** The 세특 evidence the teacher reads for a student. */
export async function evidenceOf(t: TestApp, teacher: Headers, studentId: number) {
  const { body } = await callApi(t, {
    method: 'GET',
    path: `/teacher/students/${studentId}/evidence`,
    headers: teacher,
  });
  return zEvidenceReport.parse(body.data);
}

/** The teacher sets the 과제 exactly as its template offers it; the template, to check its code. */
export async function setFromTemplate(
  t: TestApp,
  teacher: Headers,
  classId: number,
  templateId: string,
) {
  const listed = await callApi(t, {
    method: 'GET',
    path: '/assignment-templates',
    headers: teacher,
  });
  const template = zTemplate
    .array()
    .parse(listed.body.data)
    .find((x) => x.id === templateId);
  if (!template) throw new Error(`no template ${templateId}`);
  const assignment = await postAssignment(t, teacher, classId, {
    title: template.name,
    standard: template.standard,
    task: template.task,
  });
  return { assignment, template };
}
