/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are read loosely; the assertions check their shape. */
import { describe, expect, it } from "vitest";
import { createTestApi } from "../../testing/test-api.ts";

const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as any });

describe("the analytics tag id (ANALYTICS_TAG_ID)", () => {
  // Two demo seeds in one test: on a busy CI machine each can take most of the default 30 s.
  it("is null unless configured, and the configured id reaches the site's settings", { timeout: 120_000 }, async () => {
    const plain = await createTestApi({}, { seed: true });
    try {
      expect((await json(await plain.app.request("/api/site"))).body.settings.analyticsTagId).toBeNull();
    } finally {
      await plain.close();
    }
    const configured = await createTestApi({ analyticsTagId: "G-CONFIGURED1" }, { seed: true });
    try {
      const { body } = await json(await configured.app.request("/api/site?locale=en"));
      expect(body.settings.analyticsTagId).toBe("G-CONFIGURED1");
    } finally {
      await configured.close();
    }
  });
});
