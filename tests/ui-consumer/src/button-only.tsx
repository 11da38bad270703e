import "@rihla/ui/styles.css";
import { Button } from "@rihla/ui";
import { createRoot } from "react-dom/client";

// Only Button: the build must carry no Dialog, Tabs, Accordion or other Radix code.
const root = document.getElementById("root");
if (root) createRoot(root).render(<Button tone="primary">Only a button</Button>);
