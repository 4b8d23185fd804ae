// Routes whose screens are still to be built render this, so the shell and guards are real.
export function PagePending({ title }: { title: string }) {
  return (
    <section className="page">
      <h1 className="page-title">{title}</h1>
      <div className="card empty-state">
        <p>이 화면은 준비 중입니다.</p>
      </div>
    </section>
  );
}
