/** How the tagline moves: `typewriter` types and deletes each tagline; `rotate` swaps whole ones. */
export const taglineModes = ["typewriter", "rotate"] as const;
export type TaglineMode = (typeof taglineModes)[number];
