import * as RadixTabs from "@radix-ui/react-tabs";
import { forwardRef, type ComponentPropsWithoutRef, type ElementRef } from "react";
import { cx } from "../hooks/cx";
import * as styles from "./Tabs.css";

/**
 * Themed parts over `@radix-ui/react-tabs`: arrow keys move between tabs, Home/End jump, the
 * panel follows the focused tab. Tour pages use them for program, hotels, prices and terms.
 */
export const Root = forwardRef<ElementRef<typeof RadixTabs.Root>, ComponentPropsWithoutRef<typeof RadixTabs.Root>>(
  function TabsRoot({ className, ...rest }, ref) {
    return <RadixTabs.Root ref={ref} className={cx(styles.root, className)} {...rest} />;
  },
);
Root.displayName = "Tabs.Root";

export const List = forwardRef<ElementRef<typeof RadixTabs.List>, ComponentPropsWithoutRef<typeof RadixTabs.List>>(
  function TabsList({ className, ...rest }, ref) {
    return <RadixTabs.List ref={ref} className={cx(styles.list, className)} {...rest} />;
  },
);
List.displayName = "Tabs.List";

export const Trigger = forwardRef<
  ElementRef<typeof RadixTabs.Trigger>,
  ComponentPropsWithoutRef<typeof RadixTabs.Trigger>
>(function TabsTrigger({ className, ...rest }, ref) {
  return <RadixTabs.Trigger ref={ref} className={cx(styles.trigger, className)} {...rest} />;
});
Trigger.displayName = "Tabs.Trigger";

export const Content = forwardRef<
  ElementRef<typeof RadixTabs.Content>,
  ComponentPropsWithoutRef<typeof RadixTabs.Content>
>(function TabsContent({ className, ...rest }, ref) {
  return <RadixTabs.Content ref={ref} className={cx(styles.content, className)} {...rest} />;
});
Content.displayName = "Tabs.Content";
