import { studentDataApi } from '../../../shared/contracts/student-data';
import { teacherStudentsApi } from '../../../shared/contracts/teacher-classes';
import { useApiMutation } from '../../data/useApiMutation';

/** 한 학생의 개인정보 파기 (익명화): the class's 파기 for this student only, after a confirmation. */
export function EraseStudentButton({ student }: { student: { id: number; name: string } }) {
  const erase = useApiMutation(studentDataApi.eraseStudent, {
    invalidates: [teacherStudentsApi.activity],
    success: '개인정보를 파기했습니다',
  });
  function confirmErase() {
    const message = `${student.name} 학생의 이름, 학번, 로그인과 글 속 이름을 지웁니다. 거래와 자산 기록은 익명으로 남습니다. 지난 학기 클래스에서 옮겨 온 학생이면 그 클래스의 기록에서도 지웁니다. 되돌릴 수 없습니다. 파기하시겠습니까?`;
    if (window.confirm(message)) void erase.send({ params: { id: student.id } });
  }
  return (
    <button
      type="button"
      className="button button-small button-danger"
      disabled={erase.pending}
      onClick={confirmErase}
    >
      개인정보 파기
    </button>
  );
}
