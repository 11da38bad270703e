/**
 * The state of a machine as words (e.g. `request.sending`), put on the element it drives as
 * `data-flow`: styling hooks, and tests can see which state the browser is in.
 */
export function flowName(value: unknown): string {
  if (typeof value === "string") return value;
  return Object.entries(value as Record<string, unknown>)
    .map(([key, inner]) => `${key}.${flowName(inner)}`)
    .join(" ");
}
