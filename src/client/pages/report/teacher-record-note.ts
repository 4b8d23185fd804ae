// Printed with every 세특: the 2026 학교생활기록부 기재요령 wants it written by the teacher from
// their own observation, the app only keeping the evidence (ADR 0042).
export const TEACHER_RECORD_NOTE =
  '이 세특은 담당 교사가 수업에서 학생을 직접 관찰하고 쓴 기록입니다. 누가기록은 그 근거로 StockClass가 날짜별로 남긴 학생의 활동입니다.';
