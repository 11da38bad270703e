import "@rihla/ui/styles.css";
import { rihlaTheme } from "@rihla/ui";
import { createRoot } from "react-dom/client";
import { App } from "./App";

document.body.classList.add(rihlaTheme);
const root = document.getElementById("root");
if (root) createRoot(root).render(<App />);
