import { isApiPath } from "@rihla/domain";
import type { LinkComponentProps } from "@rihla/ui";
import { Link } from "react-router";

/**
 * Lets every kit link navigate client-side. Other origins, tel:/mailto: and the API's own paths
 * (e.g. /auth/logout, /auth/google) stay plain anchors: they need a full request to the server.
 */
export function RouterLink({ href, ref, children, ...rest }: LinkComponentProps) {
  if (!href.startsWith("/") || href.startsWith("//") || isApiPath(href)) {
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
