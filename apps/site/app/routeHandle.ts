/**
 * What a route module's `handle` tells the server, read from the build before the page renders
 * (apps/site/serve/search-params.ts, ADR 0024).
 */
export interface RouteHandle {
  /**
   * The query parameters this route's loader (or a helper it calls) reads. An anonymous page is
   * cached and rendered with only the parameters its routes declare, from the root down: every
   * other one (`utm_*`, `gclid`, a made-up name) is dropped before any loader runs, so it can
   * neither make a new cache entry nor change what the page shows. A parameter read but not
   * declared reads as absent for anonymous visitors (`searchParams.test.ts` catches literal
   * reads).
   */
  searchParams?: readonly string[];
}
