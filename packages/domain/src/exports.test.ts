import { describe, expect, it } from "vitest";
import * as domain from "./index.ts";

describe("public API of @rihla/domain", () => {
  it("exports exactly these names (renames break the site, the API and the kit)", () => {
    expect(Object.keys(domain).sort()).toMatchSnapshot();
  });
});
