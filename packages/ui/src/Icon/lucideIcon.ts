import { createElement, forwardRef, type ReactNode, type SVGProps } from "react";

/** An icon as lucide-react's icon modules describe it: `createLucideIcon({ name, size, node })`. */
interface IconData {
  name: string;
  /** Former names, kept as classes (`lucide-user-2` beside `lucide-user-round`). */
  aliases?: readonly string[];
  size?: number;
  node: readonly (readonly [tag: string, attributes: Record<string, unknown>])[];
}

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, "ref"> {
  size?: string | number;
  absoluteStrokeWidth?: boolean;
  children?: ReactNode;
}

const hasA11yProp = (props: object) =>
  Object.entries(props).some(
    ([name, value]) => (name.startsWith("aria-") || name === "role" || name === "title") && value != null,
  );

/**
 * The kit's icon runtime (issue 10). The kit's build resolves lucide-react's `createLucideIcon`
 * to this module (packages/ui/vite.config.ts), so the icons keep lucide's drawings and markup
 * (`<svg class="lucide lucide-phone" …>`, hidden from assistive technology unless labelled) without
 * lucide's provider context, class merging and attribute mapping: 1.6 → 0.5 kB gzip on every
 * page. It covers the props lucide documents for one icon: size, color, strokeWidth,
 * absoluteStrokeWidth, className and any SVG attribute.
 */
export default function createLucideIcon(icon: IconData) {
  const viewBoxSize = icon.size ?? 24;
  const classes = ["lucide", ...[icon.name, ...(icon.aliases ?? [])].map((name) => `lucide-${name}`)].join(" ");
  const Icon = forwardRef<SVGSVGElement, IconProps>(function Icon(
    { color = "currentColor", size = 24, strokeWidth = 2, absoluteStrokeWidth, className, children, ...rest },
    ref,
  ) {
    return createElement(
      "svg",
      {
        ref,
        xmlns: "http://www.w3.org/2000/svg",
        width: size,
        height: size,
        viewBox: `0 0 ${viewBoxSize} ${viewBoxSize}`,
        fill: "none",
        stroke: color,
        strokeWidth: absoluteStrokeWidth ? (Number(strokeWidth) * viewBoxSize) / Number(size) : strokeWidth,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className: className ? `${classes} ${className}` : classes,
        ...(children || hasA11yProp(rest) ? {} : { "aria-hidden": "true" }),
        ...rest,
      },
      ...icon.node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    );
  });
  Icon.displayName = icon.name;
  return Icon;
}
