// Modules the client build provides (apps/site/vite.config.ts `localeMessages`, issue 29).

/** One locale's domain messages (`virtual:rihla/messages-tr`, `…-en`): texts in `messageCodes` order. */
declare module "virtual:rihla/messages-*" {
  const texts: readonly string[];
  export default texts;
}

/** A domain source module by its path under packages/domain/src, bypassing the swap above. */
declare module "virtual:rihla/domain/*" {
  export * from "@rihla/domain";
}

/** Kit components' stylesheets without their code (apps/site/vite.config.ts, kitCssPerComponent). */
declare module "virtual:rihla/kit-css/*" {}
