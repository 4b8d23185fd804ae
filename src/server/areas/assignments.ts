import {
  studentAssignmentRoutes,
  teacherAssignmentRoutes,
  templateRoutes,
} from '../http/routes/assignments.routes';
import { deliver } from '../realtime/deliveries';
import { rooms } from '../realtime/rooms';
import { checkAfterReviews, checkAfterTrades } from '../services/assignments/assignment-checks';
import { createAssignmentsService } from '../services/assignments/assignments.service';
import { createEvidenceService } from '../services/assignments/evidence.service';
import type { ClassIndexLessonService } from '../services/lessons/class-index.service';
import { area, at } from './area';
import type { Common } from './common';
import type { Shared } from './shared';

/** 과제: set by the teacher, checked right after each commit that can complete one. */
export function createAssignmentsArea(
  shared: Shared,
  { stockPrices, closes, accessLog, requireAuth }: Common,
  needs: { classIndex: ClassIndexLessonService },
) {
  const assignments = createAssignmentsService({ ...shared, ...needs, stockPrices, closes });
  const evidence = createEvidenceService({ ...shared, accessLog });
  // Subscribed as the app is built, before the hub: a completion is announced before its cause.
  checkAfterTrades(assignments, shared.events);
  checkAfterReviews(assignments, shared.events);
  return area(
    { assignments },
    {
      routes: [
        at('/assignments', studentAssignmentRoutes({ assignments, requireAuth })),
        at('/assignment-templates', templateRoutes({ assignments, requireAuth })),
      ],
      teacherRoutes: [teacherAssignmentRoutes({ assignments, evidence })],
    },
  );
}

export const assignmentsDeliveries = [
  // One event to both: the student's toast and their teacher's class page.
  deliver('assignmentCompleted', (done, out) => {
    const event = { ...done, serverTime: out.now() };
    out.to(rooms.user(done.studentId)).emit('assignment:done', event);
    out.to(rooms.class(done.classId)).emit('assignment:done', event);
  }),
];
