/** Parameters of a `{name}` template. */
export type MessageParams = Record<string, string | number>;

/**
 * Fills `{name}` placeholders; a placeholder without a value stays visible rather than vanish.
 * A module of its own so the browser can fill a template without the message catalogue.
 */
export function interpolate(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
