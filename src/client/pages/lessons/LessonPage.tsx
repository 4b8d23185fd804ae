import { useAtomValue } from 'jotai';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { lessonPage } from '../../../shared/lessons';
import { standardText } from '../../../shared/standards';
import { userAtom } from '../../state/session';
import { LESSON_VIEWS } from './lesson-views';
import { StudentPicker } from './StudentPicker';
import './lessons.css';

/**
 * /lessons/{slug}: one lesson, named by its 성취기준. A student sees their own numbers; a teacher
 * picks the student whose numbers the class works on.
 */
export function LessonPage() {
  const { slug = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const user = useAtomValue(userAtom);
  const lesson = lessonPage(slug);
  const body = lesson && LESSON_VIEWS[lesson.slug];
  if (!lesson || !body)
    return (
      <section className="page">
        <p className="card empty-state">
          없는 수업이에요. <Link to="/lessons">수업 목록</Link>에서 골라 주세요.
        </p>
      </section>
    );
  const staff = user?.role === 'TEACHER' || user?.role === 'ADMIN';
  const chosen = Number(search.get('student')) || undefined;
  const choose = (student: number | undefined) =>
    setSearch(student ? { student: String(student) } : {}, { replace: true });
  return (
    <section className="page lesson-page" aria-labelledby="lesson-title">
      <Link to="/lessons" className="back-link">
        ← 수업 목록
      </Link>
      <header className="lesson-header">
        <h1 className="page-title" id="lesson-title">
          {lesson.title}
        </h1>
        {lesson.standards.map((code) => (
          <p key={code} className="lesson-standard-text">
            <span className="standard-code">[{code}]</span> {standardText(code)}
          </p>
        ))}
      </header>
      {staff && <StudentPicker student={chosen} onChoose={choose} />}
      {staff && !chosen ? (
        <p className="card empty-state">학생을 고르면 그 학생의 숫자로 수업을 보여줍니다.</p>
      ) : (
        body({ student: staff ? chosen : undefined })
      )}
    </section>
  );
}
