import * as RadixAccordion from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";
import { forwardRef, type ComponentPropsWithoutRef, type ElementRef } from "react";
import { cx } from "../hooks/cx";
import * as styles from "./Accordion.css";

/**
 * Themed parts over `@radix-ui/react-accordion` for FAQs (the page's JSON-LD `mainEntity`, §3):
 * each question is a heading holding a button with `aria-expanded`; arrow keys move between them.
 */
export const Root = forwardRef<
  ElementRef<typeof RadixAccordion.Root>,
  ComponentPropsWithoutRef<typeof RadixAccordion.Root>
>(function AccordionRoot({ className, ...rest }, ref) {
  return <RadixAccordion.Root ref={ref} className={cx(styles.root, className)} {...rest} />;
});
Root.displayName = "Accordion.Root";

export const Item = forwardRef<
  ElementRef<typeof RadixAccordion.Item>,
  ComponentPropsWithoutRef<typeof RadixAccordion.Item>
>(function AccordionItem({ className, ...rest }, ref) {
  return <RadixAccordion.Item ref={ref} className={cx(styles.item, className)} {...rest} />;
});
Item.displayName = "Accordion.Item";

export interface TriggerProps extends ComponentPropsWithoutRef<typeof RadixAccordion.Trigger> {
  /** Level of the heading around the button, to fit the page outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

export const Trigger = forwardRef<ElementRef<typeof RadixAccordion.Trigger>, TriggerProps>(function AccordionTrigger(
  { className, children, headingLevel = 3, ...rest },
  ref,
) {
  return (
    <RadixAccordion.Header className={styles.header} asChild>
      {/* Radix renders an h3; asChild lets the page pick the level. */}
      {headingLevel === 3 ? (
        <h3>
          <TriggerButton ref={ref} className={className} {...rest}>
            {children}
          </TriggerButton>
        </h3>
      ) : (
        <div role="heading" aria-level={headingLevel}>
          <TriggerButton ref={ref} className={className} {...rest}>
            {children}
          </TriggerButton>
        </div>
      )}
    </RadixAccordion.Header>
  );
});
Trigger.displayName = "Accordion.Trigger";

const TriggerButton = forwardRef<
  ElementRef<typeof RadixAccordion.Trigger>,
  ComponentPropsWithoutRef<typeof RadixAccordion.Trigger>
>(function AccordionTriggerButton({ className, children, ...rest }, ref) {
  return (
    <RadixAccordion.Trigger ref={ref} className={cx(styles.trigger, className)} {...rest}>
      {children}
      <ChevronDown aria-hidden="true" size={18} className={styles.chevron} />
    </RadixAccordion.Trigger>
  );
});

export const Content = forwardRef<
  ElementRef<typeof RadixAccordion.Content>,
  ComponentPropsWithoutRef<typeof RadixAccordion.Content>
>(function AccordionContent({ className, ...rest }, ref) {
  return <RadixAccordion.Content ref={ref} className={cx(styles.content, className)} {...rest} />;
});
Content.displayName = "Accordion.Content";
