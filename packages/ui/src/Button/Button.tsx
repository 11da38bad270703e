import { forwardRef, type ButtonHTMLAttributes } from "react";
import * as styles from "./Button.css";

export const buttonTones = ["primary", "accent", "outline", "ghost"] as const;
export const buttonSizes = ["small", "medium", "large"] as const;
export type ButtonTone = (typeof buttonTones)[number];
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  tone?: ButtonTone;
  size?: ButtonSize;
  fullWidth?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { tone = "primary", size = "medium", fullWidth = false, className, type = "button", ...rest },
  ref,
) {
  const classes = [styles.button({ tone, size }), fullWidth ? styles.fullWidth : undefined, className];
  return <button ref={ref} type={type} className={classes.filter(Boolean).join(" ")} {...rest} />;
});
Button.displayName = "Button";
