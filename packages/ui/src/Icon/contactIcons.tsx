import { Globe, LogOut, Mail, MapPin, MessageCircle, Phone } from "lucide-react";

/** The few icons data may name (contact and menu links); lucide tree-shakes the rest away. */
export const contactIcons = {
  phone: Phone,
  whatsapp: MessageCircle,
  map: MapPin,
  mail: Mail,
  web: Globe,
  logout: LogOut,
} as const;
export const contactIconNames = Object.keys(contactIcons) as (keyof typeof contactIcons)[];
export type ContactIconName = keyof typeof contactIcons;

export function ContactIcon({ name, size = 18 }: { name: ContactIconName; size?: number }) {
  const Icon = contactIcons[name];
  return <Icon aria-hidden="true" size={size} />;
}
