import { Header, type HeaderProps } from "@rihla/ui";

// Everything a header needs comes from the agency's own settings: the kit holds no copy.
const header: HeaderProps = {
  logo: { src: "/logo.svg", alt: "Consumer Travel", href: "/" },
  navLabel: "Main menu",
  nav: [
    { type: "link", label: "Umrah", href: "/umrah", current: true },
    { type: "link", label: "Hajj", href: "/hajj" },
  ],
  taglines: ["Consumer fixture tagline"],
  taglineMode: "rotate",
  account: { type: "guest", loginLabel: "Sign in", loginHref: "/login" },
  mobileMenu: {
    openLabel: "Open menu",
    closeLabel: "Close menu",
    title: "Menu",
    items: [{ type: "link", label: "Umrah", href: "/umrah" }],
  },
};

export function App() {
  return <Header {...header} />;
}
