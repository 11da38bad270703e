import { X } from "lucide-react";
import { useId } from "react";
import { Link } from "../Link/Link";
import { formatLabel } from "../RoomPicker/roomLimits";
import * as styles from "./FilterChips.css";

export interface FilterChip {
  id: string;
  /** 'Ay: Kasım'. */
  label: string;
  /** Where the page is without this filter: chips are links, so they work without JavaScript. */
  removeHref: string;
}

export interface FilterChipsProps {
  /** Heading of the chips: 'Etkin filtreler'. */
  label: string;
  chips: FilterChip[];
  /** Accessible name of a chip, with `{filter}`: '{filter} filtresini kaldır'. */
  removeLabel: string;
  /** 'Filtreleri temizle' with the page without any filter; left out when absent. */
  clear?: { label: string; href: string };
}

/** The active filters of a public list as removable chips; nothing when no filter is set. */
export function FilterChips({ label, chips, removeLabel, clear }: FilterChipsProps) {
  const labelId = useId();
  if (chips.length === 0) return null;
  return (
    <div className={styles.chips}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <ul className={styles.list} aria-labelledby={labelId}>
        {chips.map((chip) => (
          <li key={chip.id}>
            <Link
              className={styles.chip}
              href={chip.removeHref}
              aria-label={formatLabel(removeLabel, { filter: chip.label })}
              data-chip={chip.id}
            >
              {chip.label}
              <X aria-hidden="true" size={14} />
            </Link>
          </li>
        ))}
      </ul>
      {clear ? (
        <Link className={styles.clear} href={clear.href}>
          {clear.label}
        </Link>
      ) : null}
    </div>
  );
}
