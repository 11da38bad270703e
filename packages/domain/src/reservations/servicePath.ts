/**
 * The stay request's page, `/reservation/service-{hotel id}` (issue 14). Kept apart from the
 * request's schema so the hotel pages link to it without loading zod.
 */

/** The page's path segment: `service-12` is a stay at hotel 12; anything else is no page. */
export function serviceHotelId(segment: string): number | null {
  const match = /^service-([1-9]\d{0,8})$/.exec(segment);
  return match ? Number(match[1]) : null;
}

export function servicePathSegment(hotelId: number): string {
  return `service-${hotelId}`;
}
