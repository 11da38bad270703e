import { interpolate, roomCountRanges, type DraftRoom, type RoomType } from "@rihla/domain";
import { RoomPicker } from "@rihla/ui";
import type { ReactNode } from "react";
import { Form } from "react-router";
import type { ReservationTexts } from "../../../i18n/reservation";

export interface RoomsStepProps {
  texts: ReservationTexts;
  departureId: number;
  rooms: readonly DraftRoom[];
  roomTypeOptions: { value: RoomType; label: string }[];
  /** The machine's answers (`state.can`): the one place the room guards are judged. */
  canAddRoom: boolean;
  canRemoveRoom: boolean;
  hydrated: boolean;
  send: (event: RoomEvent) => void;
  /** The price card and the step's actions, placed by the planner's layout. */
  summary: ReactNode;
  actions: ReactNode;
}

export type RoomEvent =
  | { type: "room.add" }
  | { type: "room.remove"; index: number }
  | { type: "room.setCounts"; index: number; adult?: number; child?: number; baby?: number }
  | { type: "room.setType"; index: number; roomType: RoomType };

/**
 * The first step. With JavaScript the kit's RoomPicker sends the machine its room events; without
 * it the same rooms are a plain GET form whose address becomes the plan (the loader redirects to
 * the draft's one `rooms=` value).
 */
export function RoomsStep(props: RoomsStepProps) {
  const { texts: t, rooms, roomTypeOptions, hydrated, send, summary, actions } = props;
  if (hydrated) {
    // The planner's texts carry the picker's labels under the same names (the legend aside).
    const labels = { ...t, legend: t.roomsLegend };
    return (
      <div className="reservation-layout">
        <div className="reservation-main">
          <RoomPicker
            rooms={rooms}
            // Every bound the picker offers is the domain's, the same the machine enforces.
            ranges={rooms.map((room) => roomCountRanges(room))}
            canAddRoom={props.canAddRoom}
            canRemoveRoom={props.canRemoveRoom}
            roomTypes={roomTypeOptions}
            labels={labels}
            onAddRoom={() => send({ type: "room.add" })}
            onRemoveRoom={(index) => send({ type: "room.remove", index })}
            onCountsChange={(index, counts) => send({ type: "room.setCounts", index, ...counts })}
            onRoomTypeChange={(index, roomType) =>
              send({ type: "room.setType", index, roomType: roomType as RoomType })
            }
          />
        </div>
        {summary}
        {actions}
      </div>
    );
  }
  return (
    <Form method="get" className="reservation-rooms-form reservation-layout">
      <input type="hidden" name="departure" value={props.departureId} />
      <fieldset className="reservation-main">
        <legend>{t.roomsLegend}</legend>
        {rooms.map((room, index) => {
          const ranges = roomCountRanges(room);
          const label = interpolate(t.room, { n: String(index + 1) });
          return (
            <fieldset key={index} className="reservation-room" data-room={index}>
              <legend>{label}</legend>
              <label>
                {t.roomType}
                <select name="roomType" defaultValue={room.roomType}>
                  {roomTypeOptions.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </label>
              {(
                [
                  ["adults", t.adult, room.adult, ranges.adult],
                  ["children", t.child, room.child, ranges.child],
                  ["babies", t.baby, room.baby, ranges.baby],
                ] as const
              ).map(([name, text, value, range]) => (
                <label key={name}>
                  {text}
                  <input type="number" name={name} defaultValue={value} min={range.min} max={Math.max(range.max, 4)} />
                </label>
              ))}
              {props.canRemoveRoom ? (
                <button type="submit" name="remove" value={index}>
                  {interpolate(t.removeRoom, { room: label })}
                </button>
              ) : null}
            </fieldset>
          );
        })}
        {props.canAddRoom ? (
          <button type="submit" name="add" value="1">
            {t.addRoom}
          </button>
        ) : null}
        <button type="submit">{t.update}</button>
      </fieldset>
      {summary}
      {actions}
    </Form>
  );
}
