import { Outlet } from "react-router";
import { PageChrome } from "../components/PageChrome";

/** Spec §2: the wide layout route (routes.ts puts each page under its layout). */
export default function WideLayout() {
  return (
    <PageChrome layout="wide">
      <Outlet />
    </PageChrome>
  );
}
