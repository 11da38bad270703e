import { X } from "lucide-react";
import { useId, type FormEvent, type ReactNode } from "react";
import { Button } from "../Button/Button";
import { formatLabel } from "../RoomPicker/roomLimits";
import * as styles from "./FilterBar.css";

export interface ActiveFilter {
  id: string;
  /** 'Durum: Ön Rezervasyon'. */
  label: string;
}

export interface FilterBarProps {
  /** Name of the search landmark: 'Rezervasyonları filtrele'. */
  label: string;
  /** The filter fields (TextField, Select, DateField…), owned by the page. */
  children: ReactNode;
  applyLabel: string;
  resetLabel?: string;
  onApply: (form: HTMLFormElement) => void;
  onReset?: () => void;
  activeFilters?: ActiveFilter[];
  /** Heading of the chips: 'Etkin filtreler'. */
  activeFiltersLabel?: string;
  /** Chip remove button, with `{filter}`: '{filter} filtresini kaldır'. */
  removeFilterLabel?: string;
  onRemoveFilter?: (id: string) => void;
}

/** Back-office list filters: a search form with apply and reset, and removable active filters. */
export function FilterBar({
  label,
  children,
  applyLabel,
  resetLabel,
  onApply,
  onReset,
  activeFilters = [],
  activeFiltersLabel,
  removeFilterLabel = "{filter}",
  onRemoveFilter,
}: FilterBarProps) {
  const chipsId = useId();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply(event.currentTarget);
  }
  return (
    <form role="search" aria-label={label} className={styles.bar} onSubmit={submit} onReset={() => onReset?.()}>
      <div className={styles.fields}>
        {children}
        <div className={styles.actions}>
          <Button type="submit">{applyLabel}</Button>
          {resetLabel ? (
            <Button type="reset" tone="ghost">
              {resetLabel}
            </Button>
          ) : null}
        </div>
      </div>
      {activeFilters.length > 0 ? (
        <div className={styles.chips}>
          {activeFiltersLabel ? (
            <span id={chipsId} className={styles.chipsLabel}>
              {activeFiltersLabel}
            </span>
          ) : null}
          <ul className={styles.chipList} aria-labelledby={activeFiltersLabel ? chipsId : undefined}>
            {activeFilters.map((filter) => (
              <li key={filter.id} className={styles.chip}>
                {filter.label}
                {onRemoveFilter ? (
                  <button
                    type="button"
                    className={styles.chipRemove}
                    aria-label={formatLabel(removeFilterLabel, { filter: filter.label })}
                    onClick={() => onRemoveFilter(filter.id)}
                  >
                    <X aria-hidden="true" size={14} />
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </form>
  );
}
