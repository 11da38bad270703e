import { Outlet } from "react-router";
import { PageChrome } from "../components/PageChrome";

/** Spec §2: the default layout route (routes.ts puts each page under its layout). */
export default function DefaultLayout() {
  return (
    <PageChrome layout="default">
      <Outlet />
    </PageChrome>
  );
}
