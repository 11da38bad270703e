import { createElement } from "react";
import { visuallyHidden } from "../css/utils.css";
import * as styles from "./Itinerary.css";

export interface ItineraryDay {
  day: number;
  /** 'Medine'ye varış'. */
  title: string;
  text?: string;
}

export interface ItineraryProps {
  days: ItineraryDay[];
  /** Read before each day's title (the marker shows the number): '3. gün:' / 'Day 3:'. */
  dayPrefix: (day: number) => string;
  headingLevel?: 3 | 4;
}

/**
 * A tour's programme day by day (spec §2): an ordered list, each day a numbered marker on a line
 * with its title as a heading and its text under it.
 */
export function Itinerary({ days, dayPrefix, headingLevel = 3 }: ItineraryProps) {
  return (
    <ol className={styles.list}>
      {days.map((day) => (
        <li key={day.day} className={styles.day} value={day.day}>
          <span className={styles.marker} aria-hidden="true">
            {day.day}
          </span>
          {createElement(
            `h${headingLevel}`,
            { className: styles.title },
            <>
              <span className={visuallyHidden}>{`${dayPrefix(day.day)} `}</span>
              {day.title}
            </>,
          )}
          {day.text ? <p className={styles.text}>{day.text}</p> : null}
        </li>
      ))}
    </ol>
  );
}
