import { formatDate, formatDateRange, interpolate } from "@rihla/domain";
import { StatusBadge } from "@rihla/ui";
import { answerOf, api } from "../.server/api";
import { agentPageTexts } from "../.server/agent";
import { privateMeta } from "../components/accountMeta";
import { money } from "../components/AgentArea";
import { offerBadge } from "../components/AgentOffer";
import { requestLocale } from "../locale";
import agentStyles from "../components/agent.css?url";
import type { Route } from "./+types/offer-shared";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: agentStyles }];
export const meta: Route.MetaFunction = (args) => privateMeta(args, args.loaderData?.title);

/**
 * A public page, so it stays small (issue 10's budget): the loader words and formats everything
 * (the domain's labels, dates and money in the page's locale); the page only shows the strings.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const offer = await answerOf(
    api(context, request).api.offers.shared[":token"].$get({ param: { token: params.token }, query: { locale } }),
  );
  const page = agentPageTexts(locale);
  const { t } = page;
  const label = (map: Record<string, string>, key: string) => map[key] ?? key;
  const status = offer.status;
  return {
    title: `${t.sharedTitle}: ${offer.departure.tourTitle}`,
    badge: offerBadge[status],
    statusLabel: page.offerStatus[status],
    dates: formatDateRange(offer.departure.startDate, offer.departure.returnDate, locale),
    rooms: offer.rooms.map((room) =>
      interpolate(t.roomLine, {
        roomType: label(page.roomType, room.roomType),
        adults: room.adults,
        children: room.children,
        babies: room.babies,
      }),
    ),
    lines: offer.price.lines.map(
      (line) =>
        `${interpolate(t.priceLine, {
          quantity: line.quantity,
          passengerType: label(page.passengerType, line.passengerType),
          roomType: label(page.roomType, line.roomType),
        })}: ${money({ amount: line.totalAmount, currency: offer.total.currency }, locale)}`,
    ),
    total: `${t.total}: ${money(offer.total, locale)}`,
    validUntil: interpolate(t.validUntil, { date: formatDate(offer.validUntil, locale) }),
    by: interpolate(t.sharedBy, { agent: `${offer.agent.firstName} ${offer.agent.surname}`.trim() }),
    // An offer made by the agency's staff (issue 26) has no agent to contact.
    book: offer.byOffice ? t.sharedBookOffice : t.sharedBook,
  };
}

/** /offer/{token}: the quote an agent shared by link or WhatsApp; read-only, no personal data. */
export default function SharedOfferPage({ loaderData: offer }: Route.ComponentProps) {
  return (
    <section className="agent-page" aria-labelledby="shared-title">
      <h1 id="shared-title">{offer.title}</h1>
      <p>
        <StatusBadge status={offer.badge} label={offer.statusLabel} />
      </p>
      <p>{offer.dates}</p>
      <ul>
        {offer.rooms.map((room, index) => (
          <li key={index}>{room}</li>
        ))}
      </ul>
      <ul>
        {offer.lines.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
      <p className="agent-total">{offer.total}</p>
      <p>{offer.validUntil}</p>
      <p>{offer.by}</p>
      <p>{offer.book}</p>
    </section>
  );
}
