import {
  createContext,
  createElement,
  forwardRef,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
  type Ref,
} from "react";

export interface LinkComponentProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

const LinkContext = createContext<ComponentType<LinkComponentProps> | null>(null);

export interface LinkProviderProps {
  /** The router's link (e.g. a wrapper around React Router's `Link` that maps `href` to `to`). */
  component: ComponentType<LinkComponentProps>;
  children: ReactNode;
}

/** Lets the site route every kit link through its client router; without it links are `<a>`. */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

export type LinkProps = Omit<LinkComponentProps, "ref">;

/** A plain link that uses the router link given to `LinkProvider`, if any. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ children, ...props }, ref) {
  const routerLink = useContext(LinkContext);
  // The forwarded ref is handed on, not read; the compiler rule cannot tell the difference.
  // eslint-disable-next-line react-hooks/refs
  if (routerLink) return createElement(routerLink, { ...props, ref }, children);
  return (
    <a ref={ref} {...props}>
      {children}
    </a>
  );
});
Link.displayName = "Link";
