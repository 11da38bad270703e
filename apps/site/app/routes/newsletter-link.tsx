import { api, type Api } from "../.server/api";
import { NewsletterLink } from "../components/NewsletterLink";
import contentStyles from "../content.css?url";
import { contentTexts } from "../i18n/content";
import { requestLocale, requestPage } from "../locale";
import type { Route } from "./+types/newsletter-link";
import type { RouteHandle } from "../routeHandle";

/** The query parameters this page reads: the only ones an anonymous visitor's request keeps (ADR 0024). */
export const handle = { searchParams: ["token"] } satisfies RouteHandle;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];

type NewsletterTexts = (typeof contentTexts)["tr"]["newsletter"];

/** The two links of a newsletter mail: what each asks the API, and which texts it shows. */
const steps = {
  confirm: {
    send: (client: Api, token: string) => client.api["newsletter-subscriptions"].confirm.$post({ json: { token } }),
    texts: (t: NewsletterTexts) => ({
      title: t.confirmTitle,
      intro: t.confirmIntro,
      button: t.confirmButton,
      doneTitle: t.confirmedTitle,
      done: t.confirmed,
    }),
  },
  unsubscribe: {
    send: (client: Api, token: string) => client.api["newsletter-subscriptions"].unsubscribe.$post({ json: { token } }),
    texts: (t: NewsletterTexts) => ({
      title: t.unsubscribeTitle,
      intro: t.unsubscribeIntro,
      button: t.unsubscribeButton,
      doneTitle: t.unsubscribedTitle,
      done: t.unsubscribed,
    }),
  },
} as const;

/** `/newsletter/confirm` and `/newsletter/unsubscribe` (routes.ts): the step is the path's last part. */
const stepOf = (request: Request) =>
  steps[requestPage(request).pathname.endsWith("/unsubscribe") ? "unsubscribe" : "confirm"];

/** A newsletter mail's confirm or unsubscribe link (double opt-in; no sign-in needed). */
export function loader({ request }: Route.LoaderArgs) {
  const t = contentTexts[requestLocale(request)].newsletter;
  return {
    texts: { ...stepOf(request).texts(t), invalidTitle: t.invalidTitle, invalid: t.invalid },
    token: new URL(request.url).searchParams.get("token") ?? "",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const token = (await request.formData()).get("token");
  const response = await stepOf(request).send(api(context, request), typeof token === "string" ? token : "");
  return { ok: response.ok };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.texts.title }, { name: "robots", content: "noindex" }] : [];

export default function NewsletterLinkPage({ loaderData, actionData }: Route.ComponentProps) {
  const { texts, token } = loaderData;
  if (actionData) {
    return (
      <NewsletterLink
        title={actionData.ok ? texts.doneTitle : texts.invalidTitle}
        token={token}
        notice={{ ok: actionData.ok, text: actionData.ok ? texts.done : texts.invalid }}
      />
    );
  }
  return <NewsletterLink title={texts.title} intro={texts.intro} button={texts.button} token={token} />;
}
