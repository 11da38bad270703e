import type { ContactIconName } from "../Icon/contactIcons";

// Shared by MobileMenu and its lazily loaded panel, so neither imports the other's types.
export type MobileMenuItem =
  | { type: "link"; label: string; href: string; current?: boolean; icon?: ContactIconName }
  | { type: "action"; label: string; onSelect: () => void; icon?: ContactIconName };

export interface MobileMenuContactLink {
  label: string;
  href: string;
  icon: ContactIconName;
}
