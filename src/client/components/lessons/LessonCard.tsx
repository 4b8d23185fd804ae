import type { ReactNode } from 'react';

/** One lesson's card, named by its heading. */
export function LessonCard({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="card lesson" aria-labelledby={id}>
      <h2 className="card-title" id={id}>
        {title}
      </h2>
      {children}
    </section>
  );
}
