import { createLucideIcon as createLucideReactIcon, type LucideIconData } from "lucide-react";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import createLucideIcon from "./lucideIcon.ts";

type Props = Record<string, unknown>;
// Icon data in the shape lucide-react's icon modules pass to `createLucideIcon`.
const phone = {
  name: "phone",
  size: 24,
  node: [["path", { d: "M13.8 16.6a1 1 0 0 0 1.2-.3l.4-.5A2 2 0 0 1 17 15h3a2 2 0 0 1 2 2v3", key: "p" }]],
} satisfies LucideIconData;
const star = {
  name: "star",
  size: 24,
  node: [["path", { d: "M11.5 2.3a.5.5 0 0 1 1 0l2.3 4.7", key: "s" }]],
} satisfies LucideIconData;
const userRound = {
  name: "user-round",
  aliases: ["user-2"],
  size: 24,
  node: [
    ["circle", { cx: "12", cy: "8", r: "5", key: "c" }],
    ["path", { d: "M20 21a8 8 0 0 0-16 0", key: "p" }],
  ],
} satisfies LucideIconData;
const draw = (Icon: ComponentType<Props>, props: Props) => renderToStaticMarkup(createElement(Icon, props));

/**
 * The kit's icon runtime stands in for lucide-react's in the built kit (vite.config.ts): for every
 * way the kit and the site draw an icon, its markup must be lucide's own, byte for byte.
 */
describe("the kit's icon runtime", () => {
  const cases: [string, typeof phone | typeof userRound, Props][] = [
    ["defaults", phone, {}],
    ["a size", phone, { size: 16 }],
    ["the rating's star", star, { size: 20, fill: "currentColor", strokeWidth: 1, "aria-hidden": "true" }],
    ["a label instead of aria-hidden", phone, { "aria-label": "Telefon", role: "img" }],
    [
      "a class, a colour and an absolute stroke",
      phone,
      { className: "contact", color: "red", size: 48, absoluteStrokeWidth: true },
    ],
    ["an alias class", userRound, { size: 20 }],
    ["a title child", phone, { children: createElement("title", null, "Ara") }],
  ];
  it.each(cases)("draws %s as lucide-react does", (_name, icon, props) => {
    const ours = draw(createLucideIcon(icon) as ComponentType<Props>, props);
    expect(ours).toBe(draw(createLucideReactIcon(icon) as ComponentType<Props>, props));
    expect(ours).toContain("<svg");
  });
});
