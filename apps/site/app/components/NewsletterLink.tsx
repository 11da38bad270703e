import { Form } from "react-router";

export interface NewsletterLinkProps {
  title: string;
  /** What the link does, before the button is pressed. */
  intro?: string | undefined;
  button?: string | undefined;
  token: string;
  /** The answer after the button (or an invalid link). */
  notice?: { ok: boolean; text: string } | undefined;
}

/**
 * The page a newsletter mail's link opens. The change waits for the visitor's button (a POST), so
 * a mail scanner that fetches links cannot confirm or unsubscribe on someone's behalf.
 */
export function NewsletterLink({ title, intro, button, token, notice }: NewsletterLinkProps) {
  return (
    <article className="content-page newsletter-page">
      <header className="content-head">
        <h1>{title}</h1>
      </header>
      {notice ? (
        <p role="status" className={notice.ok ? "contact-notice" : "contact-notice contact-notice-fail"}>
          {notice.text}
        </p>
      ) : (
        <Form method="post">
          {intro ? <p>{intro}</p> : null}
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="content-button">
            {button}
          </button>
        </Form>
      )}
    </article>
  );
}
