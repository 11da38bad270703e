export * as Accordion from "./Accordion";
