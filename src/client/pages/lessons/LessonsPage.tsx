import { Link } from 'react-router-dom';
import { templates } from '../../../shared/domain/assignments/templates';
import {
  AUCTION_LESSON,
  LESSON_PAGES,
  LESSON_SECTIONS,
  type LessonEntry,
} from '../../../shared/lessons';
import { STANDARDS, type StandardCode } from '../../../shared/standards';
import './lessons.css';

const UNITS = [...new Set(STANDARDS.map((s) => s.unit))];
const TEMPLATES = templates();

const lessonsFor = (code: StandardCode): LessonEntry[] =>
  [...LESSON_PAGES, ...LESSON_SECTIONS].filter((l) => l.standards.includes(code));

function StandardRow({ code, text }: { code: StandardCode; text: string }) {
  const lessons = lessonsFor(code);
  const auction = AUCTION_LESSON.standards.includes(code);
  const tasks = TEMPLATES.filter((t) => t.standard === code);
  return (
    <li className="lesson-standard">
      <p className="lesson-standard-text">
        <span className="standard-code">[{code}]</span> {text}
      </p>
      <ul className="lesson-links">
        {lessons.map((l) => (
          <li key={l.to}>
            <Link to={l.to}>{l.title}</Link>
            <span className="muted small"> · {l.summary}</span>
          </li>
        ))}
        {auction && (
          <li>
            <strong>{AUCTION_LESSON.title}</strong>
            <span className="muted small"> · {AUCTION_LESSON.summary}</span>
          </li>
        )}
        {lessons.length === 0 && !auction && (
          <li className="muted small">아직 이 성취기준의 수업 페이지는 없어요.</li>
        )}
      </ul>
      {tasks.length > 0 && (
        <p className="muted small">과제 템플릿: {tasks.map((t) => t.name).join(', ')}</p>
      )}
    </li>
  );
}

/** /lessons: the course's 18 성취기준 by unit, each with the lessons and 과제 StockClass has for it. */
export function LessonsPage() {
  return (
    <section className="page lessons-page">
      <header className="page-header">
        <h1 className="page-title">경제 수학 수업</h1>
      </header>
      <p className="muted">
        단원과 성취기준마다 내 돈과 실제 주가로 하는 수업이에요. 선생님은 수업 화면을 프로젝터에
        띄우고, 학생은 휴대폰으로 자기 숫자를 보며 따라 해요.
      </p>
      {UNITS.map((unit) => (
        <section key={unit} className="card lesson-unit" aria-labelledby={`unit-${unit}`}>
          <h2 className="card-title" id={`unit-${unit}`}>
            {unit}
          </h2>
          <ul className="lesson-standards">
            {STANDARDS.filter((s) => s.unit === unit).map((s) => (
              <StandardRow key={s.code} code={s.code} text={s.text} />
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
