import { renderToString } from "react-dom/server";
import { App } from "./App";

/** Server rendering of the Header from the published build (see consumer.test.ts). */
export function render() {
  return renderToString(<App />);
}
