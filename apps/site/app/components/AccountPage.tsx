import type { ReactNode } from "react";

/** The frame of the account pages: one heading, an optional intro, the form or content. */
export function AccountPage({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <section className="account-page" aria-labelledby="account-title">
      <h1 id="account-title">{title}</h1>
      {intro ? <p className="account-intro">{intro}</p> : null}
      {children}
    </section>
  );
}
