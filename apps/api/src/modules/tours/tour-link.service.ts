import type { ServiceContext } from "../../http/context.ts";
import { getTour } from "./tour-detail.service.ts";
import { findTourList, toursOf, type TourListInput } from "./tour-list.service.ts";

/**
 * `/tour/{link}` (spec §2) names a tour list or a tour: one question for the page. A list slug
 * (either locale's) wins and answers the list's page of tours; otherwise the link is a tour's
 * slug, an old slug of it or its id (`getTour`, 404 TOUR_NOT_FOUND when it is none). The answer
 * carries this locale's slug, so the site moves another spelling to it with a 301.
 */
export async function resolveTourLink({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: Omit<TourListInput, "list" | "groupId"> & { link: string };
}) {
  const { link, ...filters } = input;
  const list = await findTourList(ctx.db, link, input.locale);
  if (list) {
    const page = await toursOf({ ctx, input: filters, list });
    return { kind: "list" as const, page: { ...page, list } };
  }
  // The tour in every currency, as `/api/tours/{link}` without `currency`: the page picks its own.
  return { kind: "tour" as const, tour: await getTour({ ctx, input: { locale: input.locale, link } }) };
}
