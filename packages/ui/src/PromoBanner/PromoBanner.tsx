import type { CSSProperties } from "react";
import { Link } from "../Link/Link";
import { cx } from "../hooks/cx";
import * as styles from "./PromoBanner.css";

export const promoBannerButtonVariants = ["solid", "outline", "text"] as const;
export type PromoBannerButtonVariant = (typeof promoBannerButtonVariants)[number];

/** The top banner of §3 (`cbanner_*`): every field is optional data from the site settings. */
export interface PromoBannerProps {
  title: string;
  buttonText?: string;
  buttonUrl?: string;
  buttonVariant?: PromoBannerButtonVariant;
  /** Button colour (`cbanner_buttoncolor`), any CSS colour; defaults to the theme accent. */
  buttonColor?: string;
  /** Banner background (`cbanner_bgcolor`), any CSS colour; defaults to the theme brand. */
  backgroundColor?: string;
  /** Text colour on the background; give one when `backgroundColor` is light. */
  textColor?: string;
  className?: string;
}

export function PromoBanner({
  title,
  buttonText,
  buttonUrl,
  buttonVariant = "solid",
  buttonColor,
  backgroundColor,
  textColor,
  className,
}: PromoBannerProps) {
  const style = {
    ...(backgroundColor ? { background: backgroundColor } : {}),
    ...(textColor ? { color: textColor } : {}),
  } satisfies CSSProperties;
  const buttonStyle: CSSProperties | undefined = buttonColor
    ? buttonVariant === "solid"
      ? { background: buttonColor, borderColor: buttonColor }
      : { color: buttonColor, borderColor: buttonColor }
    : undefined;
  return (
    <div className={cx(styles.banner, className)} style={style}>
      <p className={styles.title}>{title}</p>
      {buttonText && buttonUrl ? (
        <Link href={buttonUrl} className={styles.button({ variant: buttonVariant })} style={buttonStyle}>
          {buttonText}
        </Link>
      ) : null}
    </div>
  );
}
