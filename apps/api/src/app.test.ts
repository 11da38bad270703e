import { describe, expect, it } from "vitest";
import { isApiPath } from "./app.ts";

describe("isApiPath", () => {
  it("claims the API's prefixes, including images, and nothing else", () => {
    for (const path of [
      "/api/tours",
      "/img/scenes/kaaba-dusk.jpg",
      "/auth/login/success",
      "/rest/custom/users",
      "/uploads/photos/a.webp",
    ]) {
      expect(isApiPath(path), path).toBe(true);
    }
    for (const path of ["/", "/en/tour/umrah-tours", "/image.png", "/apis", "/img", "/uploads"]) {
      expect(isApiPath(path), path).toBe(false);
    }
  });
});
