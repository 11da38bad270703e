import * as Popover from "@radix-ui/react-popover";
import { CalendarDays, ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { Field } from "../Form/Field";
import * as formStyles from "../Form/Form.css";
import {
  addDays,
  addMonths,
  clampIsoDate,
  endOfWeek,
  isIsoDate,
  monthGrid,
  monthNames as intlMonthNames,
  parseIsoDate,
  startOfWeek,
  toIsoDate,
  weekdayNames as intlWeekdayNames,
  yearMonth,
  type WeekStart,
} from "./calendar";
import * as styles from "./DateField.css";

export interface DateFieldLabels {
  /** Name of the calendar button: 'Takvimi aç'. */
  openCalendar: string;
  previousMonth: string;
  nextMonth: string;
}

export interface DateFieldProps {
  label: string;
  hint?: string;
  error?: string;
  requiredMark?: string;
  required?: boolean;
  id?: string;
  name?: string;
  /** 'YYYY-MM-DD', or '' for no date. */
  value?: string;
  defaultValue?: string;
  /** Called with 'YYYY-MM-DD' (or '' when cleared): picked in the calendar or typed and left. */
  onValueChange?: (value: string) => void;
  min?: string;
  max?: string;
  /** BCP 47 locale for month and weekday names when they are not given: 'tr', 'en'. */
  locale: string;
  /** 1 = Monday (Turkish), 0 = Sunday. */
  weekStartsOn: WeekStart;
  labels: DateFieldLabels;
  /** Month names January…December; default from `Intl.DateTimeFormat(locale)`. */
  monthNames?: string[];
  /** Short weekday names in display order (starting at `weekStartsOn`); default from Intl. */
  weekdayNames?: string[];
  /** Today as 'YYYY-MM-DD' (marked in the calendar); defaults to the visitor's local date. */
  today?: string;
  /** Text shown in the input for a value; defaults to the ISO string itself. */
  formatInput?: (value: string) => string;
  /** Reads typed text back to 'YYYY-MM-DD', or null when it is not a date. */
  parseInput?: (text: string) => string | null;
  placeholder?: string;
  disabled?: boolean;
}

function localToday(): string {
  const now = new Date();
  return toIsoDate(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
}

const identity = (value: string) => value;
const parseIso = (text: string) => (isIsoDate(text) ? text.trim() : null);

/**
 * A date input with a calendar popover. Values are 'YYYY-MM-DD' strings built with Date.UTC, so
 * no time zone shifts a day. In the calendar: arrows move by day and week, PageUp/PageDown by
 * month (Shift: year), Home/End to the week's ends, Enter or Space picks, Escape closes.
 */
export function DateField({
  label,
  hint,
  error,
  requiredMark,
  required,
  id,
  name,
  value: valueProp,
  defaultValue = "",
  onValueChange,
  min,
  max,
  locale,
  weekStartsOn,
  labels,
  monthNames,
  weekdayNames,
  today: todayProp,
  formatInput = identity,
  parseInput = parseIso,
  placeholder,
  disabled,
}: DateFieldProps) {
  const [innerValue, setInnerValue] = useState(defaultValue);
  const value = valueProp ?? innerValue;
  const [text, setText] = useState(() => (value ? formatInput(value) : ""));
  const [shownValue, setShownValue] = useState(value);
  // Keep the typed text in step with a value changed from outside (render-time sync, no effect).
  if (shownValue !== value) {
    setShownValue(value);
    setText(value ? formatInput(value) : "");
  }

  const [open, setOpen] = useState(false);
  const today = todayProp ?? localToday();
  const [focused, setFocused] = useState(() => clampIsoDate(isIsoDate(value) ? value : today, min, max));
  const gridRef = useRef<HTMLTableElement>(null);
  // Focus follows the focused day after keyboard moves, not after a click on a month button
  // (which keeps its own focus).
  const focusDay = useRef(false);

  const months = useMemo(() => monthNames ?? intlMonthNames(locale), [monthNames, locale]);
  const weekdays = useMemo(
    () => weekdayNames ?? intlWeekdayNames(locale, weekStartsOn, "short"),
    [weekdayNames, locale, weekStartsOn],
  );
  const longWeekdays = useMemo(() => intlWeekdayNames(locale, weekStartsOn, "long"), [locale, weekStartsOn]);
  const dayName = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: "full", timeZone: "UTC" }), [locale]);

  const { year, month } = yearMonth(focused);
  const weeks = monthGrid(year, month, weekStartsOn);

  function commit(next: string) {
    if (valueProp === undefined) setInnerValue(next);
    onValueChange?.(next);
  }

  const outOfRange = (day: string) => (min !== undefined && day < min) || (max !== undefined && day > max);

  function onOpenChange(next: boolean) {
    if (next) {
      setFocused(clampIsoDate(isIsoDate(value) ? value : today, min, max));
    }
    setOpen(next);
  }

  function pick(day: string) {
    if (outOfRange(day)) return;
    commit(day);
    setOpen(false);
  }

  // Move real focus to the focused day whenever it changes while the calendar is open.
  useEffect(() => {
    if (!open || !focusDay.current) return;
    focusDay.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  }, [open, focused]);

  function onGridKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      PageUp: () => addMonths(focused, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(focused, event.shiftKey ? 12 : 1),
      Home: () => startOfWeek(focused, weekStartsOn),
      End: () => endOfWeek(focused, weekStartsOn),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      focusDay.current = true;
      setFocused(clampIsoDate(move(), min, max));
    }
    // Enter and Space reach the focused day's button: its click picks the day.
  }

  function onBlur() {
    if (text.trim() === "") {
      if (value !== "") commit("");
      return;
    }
    const parsed = parseInput(text);
    // Unreadable text stays as typed: the form's validation names the problem.
    if (parsed && parseIsoDate(parsed) !== null && parsed !== value) commit(parsed);
  }

  return (
    <Field label={label} hint={hint} error={error} requiredMark={requiredMark} required={required} id={id}>
      {(control) => (
        <Popover.Root open={open} onOpenChange={onOpenChange}>
          <div className={styles.row}>
            <input
              {...control}
              name={name}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              className={formStyles.input}
              value={text}
              placeholder={placeholder}
              disabled={disabled}
              onChange={(event) => setText(event.target.value)}
              onBlur={onBlur}
            />
            <Popover.Trigger className={formStyles.iconButton} aria-label={labels.openCalendar} disabled={disabled}>
              <CalendarDays aria-hidden="true" size={18} />
            </Popover.Trigger>
          </div>
          <Popover.Portal>
            <Popover.Content
              className={styles.popover}
              align="end"
              sideOffset={6}
              aria-labelledby={`${control.id}-calendar`}
              onOpenAutoFocus={(event) => {
                // The popover mounts a render after opening: focus its roving day from here.
                event.preventDefault();
                gridRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
              }}
            >
              <div className={styles.header}>
                <button
                  type="button"
                  className={styles.navButton}
                  aria-label={labels.previousMonth}
                  onClick={() => setFocused(clampIsoDate(addMonths(focused, -1), min, max))}
                >
                  <ChevronLeft aria-hidden="true" size={18} />
                </button>
                <span id={`${control.id}-calendar`} className={styles.monthTitle} aria-live="polite">
                  {months[month - 1]} {year}
                </span>
                <button
                  type="button"
                  className={styles.navButton}
                  aria-label={labels.nextMonth}
                  onClick={() => setFocused(clampIsoDate(addMonths(focused, 1), min, max))}
                >
                  <ChevronRight aria-hidden="true" size={18} />
                </button>
              </div>
              <table
                ref={gridRef}
                role="grid"
                className={styles.grid}
                aria-labelledby={`${control.id}-calendar`}
                onKeyDown={onGridKeyDown}
              >
                <thead>
                  <tr>
                    {weekdays.map((weekday, i) => (
                      <th key={i} scope="col" abbr={longWeekdays[i]} className={styles.weekday}>
                        {weekday}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {weeks.map((week) => (
                    <tr key={week[0]}>
                      {week.map((day) => {
                        const time = parseIsoDate(day) ?? 0;
                        return (
                          <td key={day} className={styles.cell}>
                            <button
                              type="button"
                              tabIndex={day === focused ? 0 : -1}
                              className={styles.day}
                              data-date={day}
                              data-outside={!day.startsWith(focused.slice(0, 8)) || undefined}
                              data-today={day === today || undefined}
                              aria-pressed={day === value}
                              aria-disabled={outOfRange(day) || undefined}
                              aria-label={dayName.format(time)}
                              aria-current={day === today ? "date" : undefined}
                              onClick={() => pick(day)}
                            >
                              {new Date(time).getUTCDate()}
                            </button>
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
      )}
    </Field>
  );
}
