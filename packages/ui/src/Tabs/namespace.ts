export * as Tabs from "./Tabs";
