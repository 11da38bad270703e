import { Outlet } from "react-router";
import { PageChrome } from "../components/PageChrome";

/** Spec §2: the print layout route (routes.ts puts each page under its layout). */
export default function PrintLayout() {
  return (
    <PageChrome layout="print">
      <Outlet />
    </PageChrome>
  );
}
