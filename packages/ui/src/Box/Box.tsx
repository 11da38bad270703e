import { createElement, type HTMLAttributes, type ReactNode } from "react";
import { sprinkles, type Sprinkles } from "../css/sprinkles.css";

export interface BoxProps extends Omit<HTMLAttributes<HTMLElement>, "color">, Sprinkles {
  as?: "div" | "section" | "span" | "ul" | "li" | "nav" | "header" | "footer" | "main" | "aside";
  children?: ReactNode;
}

/** Layout primitive: every sprinkles atom as a prop (`<Box display="flex" gap="small">`). */
export function Box({ as = "div", className, ...props }: BoxProps) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  const classes = [sprinkles(atoms as Sprinkles), className].filter(Boolean).join(" ");
  return createElement(as, { ...rest, className: classes });
}
