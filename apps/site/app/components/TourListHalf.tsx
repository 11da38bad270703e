import type { Route } from "../routes/+types/tour";
import { InformationRequestForm } from "./InformationRequestForm";
import { TourListView } from "./TourListView";

type ListData = Extract<Route.ComponentProps["loaderData"], { kind: "list" }>;

/**
 * The tour route's list half (a tour list under `/tour/{link}`): the list with its filters and
 * pagination, and the information request form some lists take. Its own module, which the route
 * loads only when it shows a list (issue 29 §4), so a tour's page does not carry it.
 */
export default function TourListHalf({
  loaderData,
  actionData,
}: {
  loaderData: ListData;
  actionData: Route.ComponentProps["actionData"];
}) {
  const { locale, list, sort, page, requestForm } = loaderData;
  return (
    <>
      <TourListView
        locale={locale}
        answer={list}
        sort={sort}
        page={page}
        pageSize={loaderData.pageSize}
        filters={loaderData.filters}
        currency={loaderData.currency}
        texts={loaderData.texts}
        saleLabels={loaderData.saleLabels}
      />
      {requestForm ? (
        <InformationRequestForm
          locale={locale}
          texts={loaderData.texts.request}
          botCheck={requestForm.botCheck}
          recaptchaSiteKey={requestForm.recaptchaSiteKey}
          answer={actionData}
        />
      ) : null}
    </>
  );
}
