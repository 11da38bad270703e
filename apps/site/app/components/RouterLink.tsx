import type { LinkComponentProps } from "@rihla/ui";
import { Link } from "react-router";

/** Lets every kit link navigate client-side; other origins and tel:/mailto: stay plain anchors. */
export function RouterLink({ href, ref, children, ...rest }: LinkComponentProps) {
  if (!href.startsWith("/") || href.startsWith("//")) {
    return (
      <a ref={ref} href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link ref={ref} to={href} {...rest}>
      {children}
    </Link>
  );
}
