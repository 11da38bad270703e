import { Outlet } from "react-router";
import { PageChrome } from "../components/PageChrome";

/** Spec §2: the empty layout route (routes.ts puts each page under its layout). */
export default function EmptyLayout() {
  return (
    <PageChrome layout="empty">
      <Outlet />
    </PageChrome>
  );
}
