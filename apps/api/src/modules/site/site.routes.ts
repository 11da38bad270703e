import { createRoute, z } from "@hono/zod-openapi";
import { errorResponses, jsonResponse, localeQuery, localeField } from "../../http/openapi.ts";

// Menus are two levels deep (the mega-menu's lists); a recursive schema would not serialise.
const menuLeaf = z.object({ label: z.string(), href: z.string(), description: z.string().nullable() });
const menuLink = menuLeaf.extend({ children: z.array(menuLeaf) }).openapi("MenuLink");

export const siteSchema = z
  .object({
    locale: localeField,
    settings: z.object({
      agencyName: z.string(),
      siteTitle: z.string(),
      siteDescription: z.string(),
      heading: z.string(),
      photo: z.string().nullable(),
      phone: z.string(),
      whatsappNumber: z.string(),
      whatsappMessage: z.string(),
      email: z.string(),
      address: z.string(),
      mapsUrl: z.string().nullable(),
      socialLinks: z.record(z.string(), z.string()),
      tursabLicence: z.string(),
      logoPath: z.string(),
      taglines: z.array(z.string()),
      promoText: z.string(),
      imageHost: z.string().nullable(),
      analyticsTagId: z.string().nullable(),
      analyticsConversionId: z.string().nullable(),
      copyrightStartYear: z.number().int(),
    }),
    banner: z
      .object({
        backgroundColor: z.string(),
        title: z.string(),
        buttonText: z.string(),
        buttonUrl: z.string(),
        buttonVariant: z.string(),
        buttonColor: z.string(),
      })
      .nullable(),
    menus: z
      .record(z.string(), z.array(menuLink))
      .openapi({ description: "header, mobile, footerQuick, footerCategories" }),
  })
  .openapi("Site");

export const getSiteRoute = createRoute({
  method: "get",
  path: "/api/site",
  tags: ["Site"],
  summary: "Settings, top banner and menus for a locale (the layout's only request)",
  request: { query: z.object({ locale: localeQuery }) },
  responses: { 200: jsonResponse(siteSchema, "The site"), 400: errorResponses[400], 404: errorResponses[404] },
});
