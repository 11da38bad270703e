/**
 * Characters no field of Rihla may hold. Control characters (issue 11): C0 controls but tab, line
 * feed and carriage return (a message keeps its lines), DEL, and the C1 range — NUL in particular
 * cannot be stored in PostgreSQL text and used to end as a 500. And broken Unicode (issue 28,
 * finding 5): a lone surrogate (`"\ud800"` in JSON) is no character at all, and PostgreSQL
 * refuses it in a JSON column.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const forbidden = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function hasControlCharacters(text: string): boolean {
  return forbidden.test(text) || loneSurrogate.test(text);
}

/**
 * The path (`["passengers", 0, "name"]`) of the first string or key holding a control character
 * in a parsed JSON value, or `null`. Iterative, so a deeply nested body cannot overflow the stack.
 */
export function findControlCharacters(value: unknown): Array<string | number> | null {
  // Each entry keeps its parent, so the path is built only once, for the hit.
  interface Step {
    value: unknown;
    key: string | number | undefined;
    parent: Step | undefined;
  }
  const pathOf = (step: Step | undefined, last?: string): Array<string | number> => {
    const path: Array<string | number> = last === undefined ? [] : [last];
    for (let at = step; at?.key !== undefined; at = at.parent) path.push(at.key);
    return path.reverse();
  };
  const stack: Step[] = [{ value, key: undefined, parent: undefined }];
  while (stack.length > 0) {
    const step = stack.pop()!;
    if (typeof step.value === "string") {
      if (hasControlCharacters(step.value)) return pathOf(step);
    } else if (Array.isArray(step.value)) {
      for (let index = step.value.length - 1; index >= 0; index--) {
        stack.push({ value: step.value[index], key: index, parent: step });
      }
    } else if (step.value !== null && typeof step.value === "object") {
      const entries = Object.entries(step.value as Record<string, unknown>);
      for (const [key] of entries) if (hasControlCharacters(key)) return pathOf(step, key);
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, entry] = entries[index]!;
        stack.push({ value: entry, key, parent: step });
      }
    }
  }
  return null;
}
