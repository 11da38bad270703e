/**
 * A self-contained HTML reference rendered from the OpenAPI document: no CDN, no script, so it
 * works offline and inside the site's CSP. Schemas are shown as compact TypeScript-like shapes.
 */

type Json = Record<string, unknown>;

const escape = (value: unknown) =>
  (typeof value === "object" && value !== null
    ? JSON.stringify(value)
    : String((value ?? "") as string | number | boolean)
  ).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function resolve(document: Json, schema: Json | undefined): Json | undefined {
  const ref = schema?.["$ref"];
  if (typeof ref !== "string") return schema;
  const name = ref.split("/").pop()!;
  return ((document["components"] as Json | undefined)?.["schemas"] as Json | undefined)?.[name] as Json | undefined;
}

/** `{ id: integer; title: string; … }` up to a depth, naming referenced components. */
function shape(document: Json, schema: Json | undefined, depth = 0): string {
  if (!schema) return "unknown";
  const ref = schema["$ref"];
  if (typeof ref === "string" && depth > 0) return ref.split("/").pop()!;
  const resolved = resolve(document, schema) ?? {};
  if (depth > 5) return "…";
  for (const key of ["anyOf", "oneOf", "allOf"] as const) {
    const parts = resolved[key];
    if (Array.isArray(parts))
      return parts.map((part) => shape(document, part as Json, depth + 1)).join(key === "allOf" ? " & " : " | ");
  }
  if (Array.isArray(resolved["enum"])) return (resolved["enum"] as unknown[]).map((v) => JSON.stringify(v)).join(" | ");
  const type = resolved["type"];
  const types = Array.isArray(type) ? type : [type];
  const nullable = types.includes("null") ? " | null" : "";
  if (types.includes("array")) return `${shape(document, resolved["items"] as Json, depth + 1)}[]${nullable}`;
  if (types.includes("object") || resolved["properties"]) {
    const props = (resolved["properties"] ?? {}) as Record<string, Json>;
    const required = new Set((resolved["required"] as string[] | undefined) ?? []);
    const entries = Object.entries(props);
    if (entries.length === 0)
      return `Record<string, ${shape(document, resolved["additionalProperties"] as Json, depth + 1)}>${nullable}`;
    const pad = "  ".repeat(depth + 1);
    return `{\n${entries.map(([name, prop]) => `${pad}${name}${required.has(name) ? "" : "?"}: ${shape(document, prop, depth + 1)};`).join("\n")}\n${"  ".repeat(depth)}}${nullable}`;
  }
  return `${types.filter((t) => t && t !== "null").join(" | ") || "unknown"}${nullable}`;
}

export function renderReference(document: Json): string {
  const info = (document["info"] ?? {}) as Json;
  const paths = (document["paths"] ?? {}) as Record<string, Record<string, Json>>;
  const byTag = new Map<string, { method: string; path: string; op: Json }[]>();
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = ((op["tags"] as string[] | undefined) ?? ["Other"])[0]!;
      const list = byTag.get(tag) ?? [];
      list.push({ method, path, op });
      byTag.set(tag, list);
    }
  }
  const id = (method: string, path: string) => `${method}-${path}`.replace(/[^a-zA-Z0-9]+/g, "-");
  const toc = [...byTag]
    .map(
      ([tag, ops]) =>
        `<li><strong>${escape(tag)}</strong><ul>${ops.map(({ method, path }) => `<li><a href="#${id(method, path)}"><code class="m ${method}">${method.toUpperCase()}</code> ${escape(path)}</a></li>`).join("")}</ul></li>`,
    )
    .join("");
  const sections = [...byTag]
    .map(([tag, ops]) => {
      const items = ops
        .map(({ method, path, op }) => {
          const params = ((op["parameters"] as Json[] | undefined) ?? [])
            .map(
              (p) =>
                `<tr><td><code>${escape(p["name"])}</code></td><td>${escape(p["in"])}</td><td>${p["required"] ? "yes" : ""}</td><td><code>${escape(shape(document, p["schema"] as Json))}</code></td><td>${escape((p["schema"] as Json | undefined)?.["description"] ?? p["description"] ?? "")}</td></tr>`,
            )
            .join("");
          const body = (
            ((op["requestBody"] as Json | undefined)?.["content"] as Json | undefined)?.["application/json"] as
              Json | undefined
          )?.["schema"] as Json | undefined;
          const responses = Object.entries((op["responses"] ?? {}) as Record<string, Json>)
            .map(([status, response]) => {
              const content = (response["content"] ?? {}) as Record<string, Json>;
              const [type, media] = Object.entries(content)[0] ?? [];
              const schema = media?.["schema"] as Json | undefined;
              return `<details${status.startsWith("2") ? " open" : ""}><summary><code>${escape(status)}</code> ${escape(response["description"])}${type ? ` <small>${escape(type)}</small>` : ""}</summary>${schema && type === "application/json" ? `<pre>${escape(shape(document, schema))}</pre>` : ""}</details>`;
            })
            .join("");
          return `<section class="op" id="${id(method, path)}"><h3><code class="m ${method}">${method.toUpperCase()}</code> <code>${escape(path)}</code></h3><p>${escape(op["summary"])}</p>${params ? `<table><thead><tr><th>Parameter</th><th>In</th><th>Required</th><th>Type</th><th>Notes</th></tr></thead><tbody>${params}</tbody></table>` : ""}${body ? `<h4>Request body</h4><pre>${escape(shape(document, body))}</pre>` : ""}<h4>Responses</h4>${responses}</section>`;
        })
        .join("");
      return `<h2>${escape(tag)}</h2>${items}`;
    })
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(info["title"])} ${escape(info["version"])}</title><style>
body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1d2a28;display:grid;grid-template-columns:300px 1fr}
nav{position:sticky;top:0;height:100vh;overflow:auto;background:#f3f1ea;padding:1rem;box-sizing:border-box;font-size:13px}
nav ul{list-style:none;padding-left:.5rem}nav a{color:inherit;text-decoration:none}main{padding:1.5rem 2rem;max-width:60rem}
.op{border-top:1px solid #ddd;padding:.5rem 0 1rem}.m{font-weight:700;padding:0 .3rem;border-radius:3px;color:#fff;background:#0f4c45}.m.post{background:#a8641b}
pre{background:#f7f7f4;padding:.6rem;overflow:auto;font-size:12.5px}table{border-collapse:collapse;font-size:13px}td,th{border:1px solid #ddd;padding:.2rem .5rem;text-align:left;vertical-align:top}
summary{cursor:pointer}@media (max-width:800px){body{display:block}nav{position:static;height:auto}}
</style></head><body><nav><h1>${escape(info["title"])}</h1><p>Version ${escape(info["version"])} · <a href="/api/openapi.json">openapi.json</a></p><ul>${toc}</ul></nav><main><p>${escape(info["description"])}</p>${sections}</main></body></html>`;
}
