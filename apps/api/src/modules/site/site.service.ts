import type { Locale } from "@rihla/domain";
import { and, asc, eq } from "drizzle-orm";
import { menuItems, siteSettings, siteSettingTranslations, topBanners } from "../../db/schema.ts";
import { ApiError } from "../../http/errors.ts";
import type { ServiceContext } from "../../http/context.ts";

export interface MenuLeaf {
  label: string;
  href: string;
  description: string | null;
}

/** A top link and its list: two levels, as the schema (site.routes.ts) and the mega-menu have them. */
export interface MenuLink extends MenuLeaf {
  children: MenuLeaf[];
}

/** The layout's one request: settings, top banner and every menu for a locale (3 queries). */
export async function getSite({ ctx, input }: { ctx: ServiceContext; input: { locale: Locale } }) {
  const { db } = ctx;
  const { locale } = input;
  const [settingsRows, bannerRows, menuRows] = await Promise.all([
    db
      .select()
      .from(siteSettings)
      .innerJoin(
        siteSettingTranslations,
        and(eq(siteSettingTranslations.settingsId, siteSettings.id), eq(siteSettingTranslations.locale, locale)),
      )
      .where(eq(siteSettings.id, "default")),
    db
      .select()
      .from(topBanners)
      .where(and(eq(topBanners.locale, locale), eq(topBanners.active, true))),
    db
      .select()
      .from(menuItems)
      .where(eq(menuItems.locale, locale))
      .orderBy(asc(menuItems.menu), asc(menuItems.parentId), asc(menuItems.position)),
  ]);
  const row = settingsRows[0];
  if (!row) throw new ApiError(404, "SITE_NOT_CONFIGURED", "The site settings are missing; run `npm run db:seed`");
  const { site_settings: settings, site_setting_translations: text } = row;

  const menus: Record<string, MenuLink[]> = {};
  const byId = new Map<number, MenuLink>();
  for (const item of menuRows.filter((item) => item.parentId === null)) {
    const link: MenuLink = { label: item.label, href: item.href, description: item.description, children: [] };
    byId.set(item.id, link);
    (menus[item.menu] ??= []).push(link);
  }
  for (const item of menuRows.filter((item) => item.parentId !== null)) {
    byId.get(item.parentId!)?.children.push({ label: item.label, href: item.href, description: item.description });
  }
  const banner = bannerRows[0];
  return {
    locale,
    settings: {
      agencyName: settings.agencyName,
      siteTitle: text.siteTitle,
      siteDescription: text.siteDescription,
      heading: text.heading,
      photo: text.photo,
      phone: settings.phone,
      whatsappNumber: settings.whatsappNumber,
      whatsappMessage: text.whatsappMessage,
      email: settings.email,
      address: text.address,
      mapsUrl: settings.mapsUrl,
      socialLinks: settings.socialLinks,
      tursabLicence: settings.tursabLicence,
      logoPath: settings.logoPath,
      taglines: text.taglines,
      promoText: text.promoText,
      imageHost: settings.imageHost,
      analyticsTagId: settings.analyticsTagId ?? ctx.deps.config.analyticsTagId,
      analyticsConversionId: settings.analyticsConversionId,
      copyrightStartYear: settings.copyrightStartYear,
    },
    banner: banner
      ? {
          backgroundColor: banner.backgroundColor,
          title: banner.title,
          buttonText: banner.buttonText,
          buttonUrl: banner.buttonUrl,
          buttonVariant: banner.buttonVariant,
          buttonColor: banner.buttonColor,
        }
      : null,
    menus,
  };
}
