import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { keptSearch, searchParamsOfBuild } from "./search-params.ts";

/** The shape of React Router's route manifest the server reads (build.routes). */
function routes(table: { id: string; parentId?: string; path?: string; index?: boolean; searchParams?: string[] }[]) {
  return Object.fromEntries(
    table.map(({ searchParams, ...route }) => [
      route.id,
      { ...route, module: searchParams ? { handle: { searchParams } } : {} },
    ]),
  ) as unknown as ServerBuild["routes"];
}

const build = routes([
  { id: "root", path: "", searchParams: ["ref"] },
  { id: "tr/layout", parentId: "root" },
  { id: "tr/home", parentId: "tr/layout", index: true, searchParams: ["lang"] },
  { id: "tr/tour", parentId: "tr/layout", path: "tour/:link", searchParams: ["sort", "page"] },
  { id: "tr/page", parentId: "tr/layout", path: "page/:link" },
  { id: "en/layout", parentId: "root", path: "en" },
  { id: "en/tour", parentId: "en/layout", path: "tour/:link", searchParams: ["sort", "page"] },
  { id: "tr/not-found", parentId: "tr/layout", path: "*" },
]);

describe("the query parameters a page reads", () => {
  const of = searchParamsOfBuild(build);

  it("are its routes' declarations from the root down", () => {
    expect(of("/")).toEqual(["ref", "lang"]);
    expect(of("/tour/umre-turlari")).toEqual(["ref", "sort", "page"]);
    expect(of("/en/tour/umrah-tours")).toEqual(["ref", "sort", "page"]);
    expect(of("/page/hac")).toEqual(["ref"]);
    expect(of("/no/such/page")).toEqual(["ref"]);
  });

  it("include React Router's own for data and manifest requests", () => {
    expect(of("/tour/umre-turlari.data")).toEqual(["ref", "sort", "page", "_routes"]);
    expect(of("/_root.data")).toEqual(["ref", "lang", "_routes"]);
    expect(of("/__manifest")).toEqual(["paths", "version"]);
  });

  it("keeps only allowed names, in their declared order, each name's values in theirs", () => {
    expect(keptSearch("?utm_source=x&page=2&sort=price&gclid=1", ["sort", "page"])).toBe("?sort=price&page=2");
    expect(keptSearch("?page=2&sort=price", ["sort", "page"])).toBe("?sort=price&page=2");
    expect(keptSearch("?roomType=A&adults=1&roomType=B&adults=2", ["roomType", "adults"])).toBe(
      "?roomType=A&roomType=B&adults=1&adults=2",
    );
    expect(keptSearch("?utm_source=x", ["page"])).toBe("");
    expect(keptSearch("", ["page"])).toBe("");
    expect(keptSearch("?q=%C3%BCmre+tur", ["q"])).toBe("?q=%C3%BCmre+tur");
  });
});
