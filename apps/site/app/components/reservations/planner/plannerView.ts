import type { ReservationDraftContext } from "@rihla/machines";

/**
 * What the planner draws of the machine's state: from the machines package's start functions until
 * the machine is in (Planner.tsx), then as PlannerMachine.tsx reports it. Its own module, so the
 * planner and its lazily loaded machine share it without importing each other.
 */
export interface PlannerView {
  context: ReservationDraftContext;
  /** The state as words (`data-flow`). */
  flow: string;
  step: "rooms" | "passengers" | "review";
  busy: boolean;
  canAddRoom: boolean;
  canRemoveRoom: boolean;
}
