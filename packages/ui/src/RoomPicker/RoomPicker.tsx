import { Plus, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "../Button/Button";
import { Stepper } from "../Stepper/Stepper";
import { visuallyHidden } from "../css/utils.css";
import {
  formatLabel,
  passengerKinds,
  type PassengerKind,
  type RoomCountRanges,
  type RoomCounts,
  type RoomTypeOption,
} from "./roomLimits";
import * as styles from "./RoomPicker.css";

/** A room whose ranges have not arrived yet shows its counts without steps. */
const fixedAt = (room: RoomCounts): RoomCountRanges => ({
  adult: { min: room.adult, max: room.adult },
  child: { min: room.child, max: room.child },
  baby: { min: room.baby, max: room.baby },
});

/** Every text of the picker; `{n}`, `{room}`, `{label}`, `{count}`, `{type}` are filled in. */
export interface RoomPickerLabels {
  /** Group name, e.g. 'Odalar'. */
  legend: string;
  /** e.g. 'Oda {n}'. */
  room: string;
  adult: string;
  child: string;
  baby: string;
  adultHint?: string;
  childHint?: string;
  babyHint?: string;
  roomType: string;
  /** e.g. '{label} azalt' / '{label} artır'. */
  decrement: string;
  increment: string;
  addRoom: string;
  /** e.g. '{room} kaldır'. */
  removeRoom: string;
  /** Screen-reader announcements, e.g. '{room}: {label} {count}', '{room} eklendi'. */
  countChanged: string;
  typeChanged: string;
  roomAdded: string;
  roomRemoved: string;
}

export interface RoomPickerProps {
  rooms: readonly RoomCounts[];
  roomTypes: readonly RoomTypeOption[];
  labels: RoomPickerLabels;
  /** One per room, from the domain's `roomCountRanges`. */
  ranges: readonly RoomCountRanges[];
  /** From the domain's `canAddRoom` / `canRemoveRoom` (never the last room). */
  canAddRoom: boolean;
  canRemoveRoom: boolean;
  onAddRoom: () => void;
  onRemoveRoom: (index: number) => void;
  onCountsChange: (index: number, counts: Partial<Record<PassengerKind, number>>) => void;
  onRoomTypeChange: (index: number, roomType: string) => void;
}

/**
 * Rooms with adult/child/baby steppers and a room-type choice (§3, §4). Controlled: it sends
 * intents (`onAddRoom`, ...) that map one-to-one onto the reservation-draft machine's events.
 */
export function RoomPicker({
  rooms,
  roomTypes,
  labels,
  ranges: roomRanges,
  canAddRoom,
  canRemoveRoom,
  onAddRoom,
  onRemoveRoom,
  onCountsChange,
  onRoomTypeChange,
}: RoomPickerProps) {
  const [announcement, setAnnouncement] = useState("");
  const baseId = useId();
  const roomName = (index: number) => formatLabel(labels.room, { n: index + 1 });
  const kindLabel = (kind: PassengerKind) => labels[kind];
  const kindHint = (kind: PassengerKind) => labels[`${kind}Hint`];

  return (
    <fieldset className={styles.root}>
      <legend className={styles.legend}>{labels.legend}</legend>
      <ol className={styles.rooms}>
        {rooms.map((room, index) => {
          const ranges = roomRanges[index] ?? fixedAt(room);
          const name = roomName(index);
          const headingId = `${baseId}-room-${index}`;
          const selectId = `${baseId}-type-${index}`;
          return (
            <li key={index} className={styles.room} aria-labelledby={headingId}>
              <div className={styles.roomHeader}>
                <h3 id={headingId} className={styles.roomTitle}>
                  {name}
                </h3>
                {canRemoveRoom ? (
                  <Button
                    tone="ghost"
                    size="small"
                    onClick={() => {
                      onRemoveRoom(index);
                      setAnnouncement(formatLabel(labels.roomRemoved, { room: name }));
                    }}
                  >
                    <Trash2 aria-hidden="true" size={16} />
                    {formatLabel(labels.removeRoom, { room: name })}
                  </Button>
                ) : null}
              </div>
              <div className={styles.field}>
                <label htmlFor={selectId} className={styles.label}>
                  {labels.roomType}
                </label>
                <select
                  id={selectId}
                  className={styles.select}
                  value={room.roomType}
                  onChange={(event) => {
                    onRoomTypeChange(index, event.target.value);
                    const type = roomTypes.find((option) => option.value === event.target.value)?.label ?? "";
                    setAnnouncement(formatLabel(labels.typeChanged, { room: name, type }));
                  }}
                >
                  {roomTypes.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </div>
              {passengerKinds.map((kind) => (
                <Stepper
                  key={kind}
                  label={kindLabel(kind)}
                  hint={kindHint(kind)}
                  value={room[kind]}
                  min={ranges[kind].min}
                  max={ranges[kind].max}
                  decrementLabel={`${name}: ${formatLabel(labels.decrement, { label: kindLabel(kind) })}`}
                  incrementLabel={`${name}: ${formatLabel(labels.increment, { label: kindLabel(kind) })}`}
                  onChange={(count) => {
                    onCountsChange(index, { [kind]: count });
                    setAnnouncement(formatLabel(labels.countChanged, { room: name, label: kindLabel(kind), count }));
                  }}
                />
              ))}
            </li>
          );
        })}
      </ol>
      {canAddRoom ? (
        <Button
          tone="outline"
          onClick={() => {
            onAddRoom();
            setAnnouncement(formatLabel(labels.roomAdded, { room: roomName(rooms.length) }));
          }}
        >
          <Plus aria-hidden="true" size={16} />
          {labels.addRoom}
        </Button>
      ) : null}
      <p role="status" className={visuallyHidden}>
        {announcement}
      </p>
    </fieldset>
  );
}
