import { Link } from "../Link/Link";
import { cx } from "../hooks/cx";
import { visuallyHidden } from "../css/utils.css";
import * as styles from "./LocaleSwitch.css";

export interface LocaleOption {
  /** Locale code, e.g. `tr`. */
  code: string;
  /** Short visible label, e.g. `TR`. */
  label: string;
  /** Full language name for screen readers, e.g. `Türkçe`. */
  name: string;
  /** Where choosing it goes (§2: sets the locale and goes to home). */
  href: string;
}

export interface LocaleSwitchProps {
  /** Accessible name of the group, e.g. 'Dil seçimi'. */
  label: string;
  current: string;
  options: LocaleOption[];
  onSelect?: (code: string) => void;
  className?: string;
}

/** TR/EN switch: plain links, so it works without JavaScript; the current one is marked. */
export function LocaleSwitch({ label, current, options, onSelect, className }: LocaleSwitchProps) {
  return (
    <nav aria-label={label} className={cx(styles.root, className)}>
      <ul className={styles.list}>
        {options.map((option) => {
          const isCurrent = option.code === current;
          return (
            <li key={option.code}>
              <Link
                href={option.href}
                hrefLang={option.code}
                lang={option.code}
                aria-current={isCurrent ? "true" : undefined}
                className={styles.link}
                onClick={onSelect ? () => onSelect(option.code) : undefined}
              >
                {option.label}
                <span className={visuallyHidden}> {option.name}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
