export * from "./paths/locale.ts";
