/** The Socket.IO rooms a socket joins: by whom it is, and what it asked to watch. */
export const rooms = {
  user: (userId: number) => `user:${userId}`,
  class: (classId: number) => `class:${classId}`,
  session: (sessionId: string) => `session:${sessionId}`,
  projector: (classId: number) => `projector:${classId}`,
  /** A class's students (the class room is the teacher's: rationales, the order feed). */
  students: (classId: number) => `students:${classId}`,
};
