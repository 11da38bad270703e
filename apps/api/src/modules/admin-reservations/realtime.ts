import type { ServiceContext } from "../../http/context.ts";
import { log } from "../../log.ts";

/**
 * What the back office tells open staff screens after a commit (issue 24): a reservation
 * created, changed, confirmed or cancelled, a note added. Screens refetch what they show; the
 * event carries ids only, never personal data.
 */
export type StaffEvent =
  | {
      type: "reservation.created" | "reservation.changed" | "reservation.confirmed" | "reservation.cancelled";
      code: string;
    }
  | { type: "note.added"; noteId: string; customerId: string; reservationCode: string | null }
  /** Issue 25: a departure's rooming list or visa states changed by hand. */
  | { type: "departure.changed"; departureId: number };

type Sink = (event: StaffEvent) => void;
const sinks = new WeakMap<object, Set<Sink>>();

/**
 * Publishes after the commit. The realtime channel (issue 24's socket) subscribes per API with
 * `onStaffEvent`; a failing subscriber never fails the request that made the change.
 */
export function publishStaffEvent(ctx: Pick<ServiceContext, "deps">, event: StaffEvent): void {
  for (const sink of sinks.get(ctx.deps) ?? []) {
    try {
      sink(event);
    } catch (error) {
      log.error({ err: error }, "a staff event subscriber failed");
    }
  }
}

export function onStaffEvent(deps: object, sink: Sink): () => void {
  const set = sinks.get(deps) ?? new Set<Sink>();
  sinks.set(deps, set);
  set.add(sink);
  return () => set.delete(sink);
}
