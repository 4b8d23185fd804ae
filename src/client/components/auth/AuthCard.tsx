import type { ReactNode } from 'react';

/** The centred card of the sign-in and sign-up screens. */
export function AuthCard({
  title,
  lead,
  children,
  footer,
}: {
  title: string;
  lead: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <section className="auth-page">
      <div className="card auth-card">
        <header className="auth-header">
          <img src="/favicon.svg" alt="" width={44} height={44} />
          <h1>{title}</h1>
          <p className="muted">{lead}</p>
        </header>
        {children}
        {footer && <p className="auth-footer">{footer}</p>}
      </div>
    </section>
  );
}
