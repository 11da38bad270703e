import { answerOf, api } from "../../.server/api";
import { requireUser } from "../../.server/session";
import { AccountPage } from "../../components/AccountPage";
import { accountMeta } from "../../components/accountMeta";
import { useTexts } from "../../i18n";
import type { Route } from "./+types/sss";
import { requestLocale } from "../../locale";

export const meta: Route.MetaFunction = (args) => accountMeta(args, "faqTitle");

/** /user/sss: the members' FAQ, a CMS page (slug `sss`) with its FAQ from the page's JSON-LD. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(context, request);
  const locale = requestLocale(request);
  const page = await answerOf(api(context, request).api.page.find.$get({ query: { locale, slug: "sss" } }));
  return { locale, page };
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const t = useTexts();
  return (
    <AccountPage title={t.account.faqTitle}>
      <dl className="account-faq">
        {page.faq.map((entry) => (
          <div key={entry.question}>
            <dt>{entry.question}</dt>
            <dd>{entry.answer}</dd>
          </div>
        ))}
      </dl>
    </AccountPage>
  );
}
