import { localizePath } from "@rihla/domain";
import { Link } from "react-router";
import { tourLabels } from "../.server/labels";
import { loadTourDetail } from "../.server/tourDetail";
import { privateMeta } from "../components/accountMeta";
import { TourView } from "../components/TourView";
import catalogueStyles from "../catalogue.css?url";
import { catalogueTexts } from "../i18n/catalogue";
import type { Route } from "./+types/tour-print";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: catalogueStyles }];

/** Spec §2 `/tourDetail/print/{link}`: the tour laid out for paper (print layout, not indexed). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const detail = await loadTourDetail(context, request, params.link, (slug) => `/tourDetail/print/${slug}`);
  return { ...detail, texts: catalogueTexts(detail.locale).tourCopies, labels: tourLabels(detail.locale) };
}

export const meta: Route.MetaFunction = (args) => privateMeta(args, args.loaderData?.tour.title);

export default function TourPrint({ loaderData }: Route.ComponentProps) {
  const { locale, tour, currency, texts, labels } = loaderData;
  return (
    <>
      <p className="print-toolbar">
        <span>{texts.printIntro}</span>{" "}
        {/* Prints with JavaScript; without it the browser's own print command does the same. */}
        <button type="button" className="cta" onClick={() => window.print()}>
          {texts.print}
        </button>{" "}
        <Link to={localizePath(`/tour/${tour.slug}`, locale)}>{texts.backToTour}</Link>
      </p>
      <TourView locale={locale} tour={tour} currency={currency} labels={labels} />
    </>
  );
}
