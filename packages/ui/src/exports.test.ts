import { expect, it } from "vitest";
import * as kit from "./index";

// The public API of @rihla/ui (primer/react's exports test). A change here is a change for every
// agency using the kit: review the snapshot diff and add a changeset.
it("exports exactly the public API", () => {
  expect(Object.keys(kit).sort()).toMatchSnapshot();
});
