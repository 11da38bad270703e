import type { ReservationDraft } from "@rihla/domain";
import {
  reservationDraftMachine,
  type ReservationDraftEvent,
  type ReservationDraftInput,
  type ReservationDraftSubmitted,
} from "@rihla/machines";
import { useMachine } from "@xstate/react";
import { useEffect } from "react";
import { fromPromise } from "xstate";
import { flowName } from "../../../machines";
import type { PlannerView } from "./plannerView";

/**
 * The reservationDraft machine of the planner (ADR 0008), loaded after hydration with xstate
 * (issue 29 §4). It draws nothing: it reports each state to the planner as a view and `send`.
 */
export default function PlannerMachine({
  input,
  submit,
  onView,
}: {
  input: ReservationDraftInput;
  submit: (draft: ReservationDraft) => Promise<ReservationDraftSubmitted>;
  onView: (view: PlannerView, send: (event: ReservationDraftEvent) => void) => void;
}) {
  const [state, send] = useMachine(
    reservationDraftMachine.provide({
      actors: { submitReservation: fromPromise(({ input: { draft } }) => submit(draft)) },
    }),
    { input },
  );
  useEffect(() => {
    onView(
      {
        context: state.context,
        flow: flowName(state.value),
        step: state.hasTag("rooms") ? "rooms" : state.hasTag("passengers") ? "passengers" : "review",
        busy: state.hasTag("busy") || state.hasTag("sent"),
        canAddRoom: state.can({ type: "room.add" }),
        canRemoveRoom: state.can({ type: "room.remove", index: 0 }),
      },
      send,
    );
  }, [state, send, onView]);
  return null;
}
