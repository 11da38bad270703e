import { apiGet } from "../../.server/api";
import { requireUser } from "../../.server/session";
import { AccountPage } from "../../components/AccountPage";
import { accountMeta } from "../../components/accountMeta";
import { useTexts } from "../../i18n";
import type { Route } from "./+types/dashboard";
import { requestLocale } from "../../locale";

export const meta: Route.MetaFunction = (args) => accountMeta(args, "dashboardTitle");

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const { data: reservations } = await apiGet<{ data: unknown[] }>(context, "/api/user/reservations", request);
  return { locale: requestLocale(request), firstName: user.firstName, reservations };
}

/** /user/dashboard: 'Rezervasyonlarım'. Reservations arrive with wave 2; until then an empty state. */
export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { reservations } = loaderData;
  const t = useTexts();
  return (
    <AccountPage title={t.account.dashboardTitle}>
      {reservations.length === 0 ? (
        <div className="account-empty">
          <h2>{t.account.dashboardEmptyTitle}</h2>
          <p>{t.account.dashboardEmptyText}</p>
          <a className="cta" href={t.links.umrahTours}>
            {t.home.cta}
          </a>
        </div>
      ) : null}
    </AccountPage>
  );
}
