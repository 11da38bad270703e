import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { ChevronDown, UserRound } from "lucide-react";
import { Link } from "../Link/Link";
import * as styles from "./AccountMenu.css";

/**
 * One entry of the account menu. The domain's role-based menu model (§6) maps onto this: links
 * for destinations, an action for logout, separators between groups.
 */
export type AccountMenuItem =
  | { type: "link"; label: string; href: string }
  | { type: "action"; label: string; onSelect: () => void; tone?: "default" | "danger" }
  | { type: "separator" };

export interface AccountMenuProps {
  /** Shown on the trigger, e.g. the user's first name. */
  userName: string;
  /** Accessible name of the trigger, e.g. 'Hesabım'. */
  triggerLabel: string;
  items: AccountMenuItem[];
  avatarSrc?: string;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

export function AccountMenu({ userName, triggerLabel, items, avatarSrc, open, onOpenChange }: AccountMenuProps) {
  return (
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <DropdownMenu.Trigger className={styles.trigger} aria-label={`${triggerLabel}: ${userName}`}>
        {avatarSrc ? (
          <img src={avatarSrc} alt="" className={styles.avatar} width={28} height={28} />
        ) : (
          <UserRound aria-hidden="true" size={20} />
        )}
        <span className={styles.name}>{userName}</span>
        <ChevronDown aria-hidden="true" size={16} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.content} align="end" sideOffset={6}>
          {items.map((item, index) => {
            if (item.type === "separator") {
              return <DropdownMenu.Separator key={`separator-${index}`} className={styles.separator} />;
            }
            if (item.type === "link") {
              return (
                <DropdownMenu.Item key={item.href} asChild className={styles.item}>
                  <Link href={item.href}>{item.label}</Link>
                </DropdownMenu.Item>
              );
            }
            return (
              <DropdownMenu.Item
                key={item.label}
                className={styles.item}
                data-tone={item.tone ?? "default"}
                onSelect={item.onSelect}
              >
                {item.label}
              </DropdownMenu.Item>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
