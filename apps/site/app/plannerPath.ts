import { localizePath, type DraftRoom, type Locale } from "@rihla/domain";

/** A draft's rooms in the planner's URL (`rooms=DOUBLE-2-0-0.TRIPLE-2-1-0`). */
export function roomsParam(rooms: readonly DraftRoom[]): string {
  return rooms.map((room) => `${room.roomType}-${room.adult}-${room.child}-${room.baby}`).join(".");
}

export type PlannerStep = "rooms" | "passengers";

/**
 * The one address of the reservation planner (spec §2): a departure, in the page's locale, with
 * the rooms of a draft when there is one (without, the planner starts from the domain's draft).
 */
export function plannerHref(
  locale: Locale,
  departureId: number,
  rooms?: readonly DraftRoom[],
  step: PlannerStep = "rooms",
): string {
  const query = new URLSearchParams({ departure: String(departureId) });
  if (rooms) query.set("rooms", roomsParam(rooms));
  if (step !== "rooms") query.set("step", step);
  return `${localizePath("/reservation/new", locale)}?${query.toString()}`;
}
