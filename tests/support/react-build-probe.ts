import { registerHooks } from "node:module";

/**
 * Preloaded with `node --import` by the production-React test: prints which build of
 * react-dom/server the process resolves (`react-build: production|development`), from the file
 * React itself picks by NODE_ENV. The server under test carries no debug switch for this.
 */
let seen = false;
registerHooks({
  resolve(specifier, context, nextResolve) {
    const result = nextResolve(specifier, context);
    const match = /react-dom-server\.[a-z]+\.(production|development)\.js$/.exec(result.url);
    if (match && !seen) {
      seen = true;
      console.log(`react-build: ${match[1]}`);
    }
    return result;
  },
});
