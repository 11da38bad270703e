import { seededDataFolder } from "@rihla/api/testing/database-image";
import imageFolderSetup from "@rihla/api/testing/global-setup";
import { seededDataVariable } from "./server.ts";

/**
 * Vitest global setup of the suites that start the built site (e2e, security): the run's folder
 * of database images (the API's global setup), and in it one PGlite data folder with the demo
 * agency loaded, which every `startSite` on a fresh DATA_DIR copies instead of migrating and
 * seeding its own (ADR 0030). Built here, before any worker starts, so the workers inherit its
 * path and none imports the database code for it.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const removeImages = await imageFolderSetup();
  // The seed's dates follow its clock by the day in Istanbul, as a site's own first start would.
  const folder = await seededDataFolder(new Date());
  if (folder) process.env[seededDataVariable] = folder;
  return async () => {
    delete process.env[seededDataVariable];
    await removeImages?.();
  };
}
