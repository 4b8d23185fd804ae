// The 경제 수학 lessons with a page of their own (/lessons/{slug}): each answers the lesson's figures
// for the signed-in student, or for the student a teacher names (`zLessonQuery`).
export const lessonsApi = {};
