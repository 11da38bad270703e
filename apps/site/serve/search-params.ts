import { LRUCache } from "lru-cache";
import { matchRoutes, type ServerBuild } from "react-router";

/**
 * Which query parameters a page reads (ADR 0024): the union of `handle.searchParams` of the
 * routes that match its path, from the root down (apps/site/app/routeHandle.ts). The page cache
 * keys and renders anonymous pages with these alone, so no other parameter can bust the cache.
 */
export type SearchParamsOf = (pathname: string) => readonly string[];

interface RouteNode {
  id: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children: RouteNode[];
}

/** React Router's own requests next to the pages: lazy route discovery and client-side data. */
// React Router 8 asks `/__manifest?paths=…&version=…` (fog-of-war.js); without `paths` it answers 400.
const manifestParams = ["paths", "version"] as const;
const dataParams = ["_routes"] as const;

export function searchParamsOfBuild(
  routes: ServerBuild["routes"],
  options: { manifestPath?: string } = {},
): SearchParamsOf {
  const manifestPath = options.manifestPath ?? "/__manifest";
  const nodes = new Map<string, RouteNode>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    nodes.set(route.id, {
      id: route.id,
      ...(route.path !== undefined ? { path: route.path } : {}),
      ...(route.index ? { index: true } : {}),
      ...(route.caseSensitive ? { caseSensitive: true } : {}),
      children: [],
    });
  }
  const tree: RouteNode[] = [];
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const node = nodes.get(route.id)!;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    (parent ? parent.children : tree).push(node);
  }
  const declared = (id: string): readonly string[] => {
    const handle = routes[id]?.module.handle as { searchParams?: unknown } | undefined;
    const names = handle?.searchParams;
    return Array.isArray(names) ? names.filter((name): name is string => typeof name === "string") : [];
  };
  const pageParams = (pathname: string): readonly string[] => {
    const matches = matchRoutes(tree as Parameters<typeof matchRoutes>[0], pathname) ?? [];
    return [...new Set(matches.flatMap((match) => declared(match.route.id!)))];
  };
  // Paths repeat (every visitor of a page asks for the same one): remember a bounded number.
  const known = new LRUCache<string, readonly string[]>({ max: 2000 });
  return (pathname) => {
    let names = known.get(pathname);
    if (names) return names;
    if (pathname === manifestPath) names = manifestParams;
    else if (pathname.endsWith(".data")) {
      // A client navigation's data: `/en/tour/x.data`, and `/_root.data` for `/`.
      const page = pathname === "/_root.data" ? "/" : pathname.slice(0, -".data".length);
      names = [...pageParams(page), ...dataParams];
    } else names = pageParams(pathname);
    known.set(pathname, names);
    return names;
  };
}

/**
 * The query of `search` with only the `allowed` names, in the order they are declared (each
 * name's values keep their order): `?utm_source=x&page=2&sort=price` and `?sort=price&page=2`
 * give the same answer. An empty result is `""`, otherwise it starts with `?`.
 */
export function keptSearch(search: string, allowed: readonly string[]): string {
  if (search === "" || search === "?") return "";
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of allowed) for (const value of params.getAll(name)) kept.append(name, value);
  const text = kept.toString();
  return text ? `?${text}` : "";
}
