import {
  createContext,
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
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const Component = useContext(LinkContext);
  if (Component) return <Component ref={ref} {...props} />;
  return <a ref={ref} {...props} />;
});
Link.displayName = "Link";
