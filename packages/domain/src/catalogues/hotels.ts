/** Spec §3: hotel classes. A boutique hotel has no official star rating (stars null). */
export const hotelClasses = ["5STARSDELUXE", "5STARS", "4STARS", "BOUTIQUE", "3STARS"] as const;
export type HotelClass = (typeof hotelClasses)[number];

export const hotelClassStars = {
  "5STARSDELUXE": 5,
  "5STARS": 5,
  "4STARS": 4,
  BOUTIQUE: null,
  "3STARS": 3,
} as const satisfies Record<HotelClass, number | null>;

export function isHotelClass(value: unknown): value is HotelClass {
  return typeof value === "string" && (hotelClasses as readonly string[]).includes(value);
}
