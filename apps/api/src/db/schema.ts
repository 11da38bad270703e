import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import type {
  AccountTokenPurpose,
  InvoiceBuyerType,
  InvoiceKind,
  CalendarDate,
  CashDeskKind,
  CounterpartyType,
  Instalment,
  StoredPlanRequest,
  PaymentType,
  TransactionType,
  Currency,
  Gender,
  HotelClass,
  Locale,
  OfferStatus,
  PassengerType,
  PreferredContactMethod,
  InboxState,
  PrivateTourStatus,
  ReservationKind,
  ReservationStatus,
  RoomType,
  RoomView,
  SaleState,
  UserRole,
  VisaState,
  WhatsAppConsentSource,
  WhatsAppDirection,
  WhatsAppMessageStatus,
  WhatsAppTemplateName,
} from "@rihla/domain";

/**
 * Rihla's one Postgres schema (PostgreSQL 15-compatible; PGlite runs the same migrations).
 * Clear English names; docs/seed-mapping.md maps the old system's field names to these.
 *
 * Per-locale text lives in `<entity>_translations` tables keyed by (entity id, locale); slugs are
 * unique per locale, indexed slug first because lookups accept either locale's slug
 * (docs/decisions/0201-translation-tables.md). Money is integer minor units plus
 * a currency column; calendar dates are `date` columns read as 'YYYY-MM-DD' strings.
 */

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
const locale = () => text("locale").notNull();
const calendarDate = (name: string) => date(name, { mode: "string" }).$type<CalendarDate>();

export interface SocialLinks {
  instagram?: string;
  facebook?: string;
  youtube?: string;
  x?: string;
  tiktok?: string;
}

/** Agency-wide settings; one row with id 'default' (spec §3 "site settings", §9). */
export const siteSettings = pgTable("site_settings", {
  id: text("id").primaryKey(),
  agencyName: text("agency_name").notNull(),
  phone: text("phone").notNull(),
  whatsappNumber: text("whatsapp_number").notNull(),
  email: text("email").notNull(),
  tursabLicence: text("tursab_licence").notNull(),
  logoPath: text("logo_path").notNull(),
  imageHost: text("image_host"),
  mapsUrl: text("maps_url"),
  socialLinks: jsonb("social_links").$type<SocialLinks>().notNull().default({}),
  analyticsTagId: text("analytics_tag_id"),
  analyticsConversionId: text("analytics_conversion_id"),
  copyrightStartYear: smallint("copyright_start_year").notNull(),
  updatedAt: updatedAt(),
});

export const siteSettingTranslations = pgTable(
  "site_setting_translations",
  {
    settingsId: text("settings_id")
      .notNull()
      .references(() => siteSettings.id, { onDelete: "cascade" }),
    locale: locale(),
    siteTitle: text("site_title").notNull(),
    siteDescription: text("site_description").notNull(),
    heading: text("heading").notNull(),
    photo: text("photo"),
    address: text("address").notNull(),
    taglines: jsonb("taglines").$type<string[]>().notNull().default([]),
    promoText: text("promo_text").notNull(),
    whatsappMessage: text("whatsapp_message").notNull(),
  },
  (t) => [primaryKey({ columns: [t.settingsId, t.locale] })],
);

/** The promo strip above the header, one per locale (spec §3 "top banner", cbanner_*). */
export const topBanners = pgTable("top_banners", {
  locale: text("locale").primaryKey(),
  backgroundColor: text("background_color").notNull(),
  title: text("title").notNull(),
  buttonText: text("button_text").notNull(),
  buttonUrl: text("button_url").notNull(),
  buttonVariant: text("button_variant").notNull(),
  buttonColor: text("button_color").notNull(),
  active: boolean("active").notNull().default(true),
});

/** Header mega-menu, mobile menu and footer link lists as data. */
export const menuItems = pgTable(
  "menu_items",
  {
    id: serial("id").primaryKey(),
    menu: text("menu").notNull(),
    locale: locale(),
    parentId: integer("parent_id"),
    position: smallint("position").notNull(),
    label: text("label").notNull(),
    href: text("href").notNull(),
    description: text("description"),
  },
  (t) => [index("menu_items_menu_locale_idx").on(t.menu, t.locale, t.position)],
);

/** CMS pages: information, corporate (kurumsal), help, holiday and home pages. */
export const pages = pgTable(
  "pages",
  {
    id: serial("id").primaryKey(),
    key: text("key").notNull().unique(),
    mainGroup: text("main_group").notNull(),
    parentId: integer("parent_id"),
    photo: text("photo"),
    topImage: text("top_image"),
    soundUrl: text("sound_url"),
    linkUrl: text("link_url"),
    relatedUrls: jsonb("related_urls").$type<string[]>().notNull().default([]),
    categories: jsonb("categories").$type<{ subCategories: string[] }>().notNull().default({ subCategories: [] }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("pages_main_group_idx").on(t.mainGroup)],
);

export const pageTranslations = pgTable(
  "page_translations",
  {
    pageId: integer("page_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    locale: locale(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    keywords: text("keywords").notNull().default(""),
    pageTitle: text("page_title").notNull(),
    heading: text("heading").notNull(),
    subtitle: text("subtitle"),
    bodyHtml: text("body_html").notNull(),
    jsonLd: jsonb("json_ld").$type<Record<string, unknown>>(),
  },
  (t) => [
    primaryKey({ columns: [t.pageId, t.locale] }),
    uniqueIndex("page_translations_slug_locale_idx").on(t.slug, t.locale),
  ],
);

/** Old SEO paths that now live elsewhere. Targets may be absolute URLs. */
export const redirects = pgTable(
  "redirects",
  {
    id: serial("id").primaryKey(),
    fromPath: text("from_path").notNull().unique(),
    toPath: text("to_path").notNull(),
    status: smallint("status").notNull().default(301),
  },
  (t) => [check("redirects_status_check", sql`${t.status} in (301, 302, 307, 308)`)],
);

/** `/r/{id}` short links. */
export const shortLinks = pgTable("short_links", {
  id: text("id").primaryKey(),
  target: text("target").notNull(),
  createdAt: createdAt(),
});

export const cities = pgTable("cities", {
  id: text("id").primaryKey(),
  countryCode: text("country_code").notNull(),
});

export const cityTranslations = pgTable(
  "city_translations",
  {
    cityId: text("city_id")
      .notNull()
      .references(() => cities.id, { onDelete: "cascade" }),
    locale: locale(),
    name: text("name").notNull(),
  },
  (t) => [primaryKey({ columns: [t.cityId, t.locale] })],
);

export const hotels = pgTable(
  "hotels",
  {
    id: serial("id").primaryKey(),
    key: text("key").notNull().unique(),
    cityId: text("city_id")
      .notNull()
      .references(() => cities.id),
    /** Domain hotel class: 5STARSDELUXE, 5STARS, 4STARS, BOUTIQUE, 3STARS (spec §3). */
    hotelClass: text("hotel_class").$type<HotelClass>().notNull(),
    /** Official stars; null for a boutique hotel. */
    stars: smallint("stars"),
    /** Room-view types the hotel sells: STANDARD, CSTANDARD, KABAVIEW, SUIT, CONNECTION. */
    viewTypes: text("view_types").array().$type<RoomView[]>().notNull(),
    /** Walking distance to the Haram (Makkah) or Masjid an-Nabawi (Madina), metres. */
    distanceMeters: integer("distance_meters"),
    distanceTo: text("distance_to").$type<"haram" | "nabawi">(),
    photos: jsonb("photos").$type<string[]>().notNull().default([]),
  },
  (t) => [
    index("hotels_city_idx").on(t.cityId),
    index("hotels_class_idx").on(t.hotelClass),
    index("hotels_view_types_idx").using("gin", t.viewTypes),
  ],
);

export const hotelTranslations = pgTable(
  "hotel_translations",
  {
    hotelId: integer("hotel_id")
      .notNull()
      .references(() => hotels.id, { onDelete: "cascade" }),
    locale: locale(),
    name: text("name").notNull(),
    description: text("description").notNull(),
  },
  (t) => [primaryKey({ columns: [t.hotelId, t.locale] })],
);

/** International tour groups shown under /tours/{link}. */
export const tourGroups = pgTable("tour_groups", {
  id: serial("id").primaryKey(),
  key: text("key").notNull().unique(),
  image: text("image").notNull(),
  position: smallint("position").notNull().default(0),
});

export const tourGroupTranslations = pgTable(
  "tour_group_translations",
  {
    groupId: integer("group_id")
      .notNull()
      .references(() => tourGroups.id, { onDelete: "cascade" }),
    locale: locale(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.locale] }),
    uniqueIndex("tour_group_translations_slug_locale_idx").on(t.slug, t.locale),
  ],
);

/** A tour may appear in several groups (all international tours, and its route). */
export const tourGroupMembers = pgTable(
  "tour_group_members",
  {
    groupId: integer("group_id")
      .notNull()
      .references(() => tourGroups.id, { onDelete: "cascade" }),
    tourId: integer("tour_id")
      .notNull()
      .references(() => tours.id, { onDelete: "cascade" }),
    position: smallint("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.tourId] }), index("tour_group_members_tour_idx").on(t.tourId)],
);

export interface ItineraryDay {
  day: number;
  title: string;
  text: string;
}

export const tours = pgTable(
  "tours",
  {
    id: serial("id").primaryKey(),
    key: text("key").notNull().unique(),
    /** umrah | hajj | international | private */
    category: text("category").notNull(),
    days: smallint("days").notNull(),
    /** Lowest hotel star rating in the package: a "5-star" tour stays in 5-star hotels only. */
    stars: smallint("stars").notNull(),
    popularGuide: boolean("popular_guide").notNull().default(false),
    minAge: smallint("min_age"),
    maxAge: smallint("max_age"),
    videoUrl: text("video_url"),
    coverImage: text("cover_image").notNull(),
    gallery: jsonb("gallery").$type<string[]>().notNull().default([]),
    popularity: integer("popularity").notNull().default(0),
    published: boolean("published").notNull().default(true),
    /** How long a pre-reservation of this tour holds its seats (issue 28); null: HOLD_HOURS. */
    holdHours: smallint("hold_hours"),
    createdAt: createdAt(),
  },
  (t) => [
    check("tours_hold_hours_check", sql`${t.holdHours} is null or ${t.holdHours} between 1 and 2160`),
    index("tours_category_idx").on(t.category),
    index("tours_days_idx").on(t.days),
    index("tours_stars_idx").on(t.stars),
    index("tours_popularity_idx").on(t.popularity),
  ],
);

export const tourTranslations = pgTable(
  "tour_translations",
  {
    tourId: integer("tour_id")
      .notNull()
      .references(() => tours.id, { onDelete: "cascade" }),
    locale: locale(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    shortDescription: text("short_description").notNull(),
    campaignDescription: text("campaign_description"),
    descriptionHtml: text("description_html").notNull(),
    itinerary: jsonb("itinerary").$type<ItineraryDay[]>().notNull().default([]),
    includes: jsonb("includes").$type<string[]>().notNull().default([]),
    excludes: jsonb("excludes").$type<string[]>().notNull().default([]),
    /** The alt text of each of `tours.gallery`'s images in this locale, by position (issue 25). */
    galleryAlt: jsonb("gallery_alt").$type<string[]>().notNull().default([]),
  },
  (t) => [
    primaryKey({ columns: [t.tourId, t.locale] }),
    uniqueIndex("tour_translations_slug_locale_idx").on(t.slug, t.locale),
  ],
);

/**
 * A tour's earlier slugs (issue 25): a changed slug keeps answering, so the site moves old links
 * to the new address with a 301 instead of a 404. A current slug always wins over an old one.
 */
export const tourSlugHistory = pgTable(
  "tour_slug_history",
  {
    slug: text("slug").notNull(),
    locale: locale(),
    tourId: integer("tour_id")
      .notNull()
      .references(() => tours.id, { onDelete: "cascade" }),
    replacedAt: timestamp("replaced_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.slug, t.locale] }), index("tour_slug_history_tour_idx").on(t.tourId)],
);

export const tourFlights = pgTable(
  "tour_flights",
  {
    id: serial("id").primaryKey(),
    tourId: integer("tour_id")
      .notNull()
      .references(() => tours.id, { onDelete: "cascade" }),
    /** outbound | return | internal */
    leg: text("leg").notNull(),
    position: smallint("position").notNull(),
    airline: text("airline").notNull(),
    flightNumber: text("flight_number").notNull(),
    fromAirport: text("from_airport").notNull(),
    toAirport: text("to_airport").notNull(),
    departureTime: text("departure_time").notNull(),
    arrivalTime: text("arrival_time").notNull(),
  },
  (t) => [index("tour_flights_tour_idx").on(t.tourId)],
);

/** Hotels of a tour per city with the nights spent there. */
export const tourHotels = pgTable(
  "tour_hotels",
  {
    tourId: integer("tour_id")
      .notNull()
      .references(() => tours.id, { onDelete: "cascade" }),
    hotelId: integer("hotel_id")
      .notNull()
      .references(() => hotels.id),
    position: smallint("position").notNull(),
    nights: smallint("nights").notNull(),
    /** The room view the tour sells there (domain `roomViews`), if it names one (issue 25). */
    viewType: text("view_type").$type<RoomView>(),
  },
  (t) => [primaryKey({ columns: [t.tourId, t.hotelId] }), index("tour_hotels_hotel_idx").on(t.hotelId)],
);

export const departures = pgTable(
  "departures",
  {
    id: serial("id").primaryKey(),
    tourId: integer("tour_id")
      .notNull()
      .references(() => tours.id, { onDelete: "cascade" }),
    startDate: calendarDate("start_date").notNull(),
    returnDate: calendarDate("return_date").notNull(),
    days: smallint("days").notNull(),
    capacity: integer("capacity").notNull(),
    seatsTaken: integer("seats_taken").notNull().default(0),
    /** Domain sale state: ON_SALE | SOLD_OUT | CLOSED. */
    saleState: text("sale_state").$type<SaleState>().notNull().default("ON_SALE"),
    /** The group's guide, for the day's operations list (issue 25). */
    guideName: text("guide_name"),
    /** Where the group meets at the airport; the manifest says the outbound airport otherwise. */
    meetingPoint: text("meeting_point"),
  },
  (t) => [
    index("departures_tour_start_idx").on(t.tourId, t.startDate),
    index("departures_start_idx").on(t.startDate),
    check("departures_seats_check", sql`${t.seatsTaken} >= 0 and ${t.seatsTaken} <= ${t.capacity}`),
    check("departures_dates_check", sql`${t.returnDate} >= ${t.startDate}`),
  ],
);

/** Per-person prices of a departure, per room type and currency, in minor units. */
export const departurePrices = pgTable(
  "departure_prices",
  {
    departureId: integer("departure_id")
      .notNull()
      .references(() => departures.id, { onDelete: "cascade" }),
    roomType: text("room_type").$type<RoomType>().notNull(),
    currency: text("currency").$type<Currency>().notNull(),
    amountMinor: integer("amount_minor").notNull(),
    /** The crossed-out "high" price shown beside the sale price. */
    highAmountMinor: integer("high_amount_minor"),
    childAmountMinor: integer("child_amount_minor"),
    babyAmountMinor: integer("baby_amount_minor"),
  },
  (t) => [
    primaryKey({ columns: [t.departureId, t.roomType, t.currency] }),
    index("departure_prices_currency_room_idx").on(t.currency, t.roomType, t.amountMinor),
  ],
);

/** Tour-list pages (/tour/{slug}); filters come from the domain's tour-list table. */
export const tourLists = pgTable("tour_lists", {
  key: text("key").primaryKey(),
  filter: jsonb("filter").$type<Record<string, unknown>>().notNull(),
  position: smallint("position").notNull(),
});

export const tourListTranslations = pgTable(
  "tour_list_translations",
  {
    listKey: text("list_key")
      .notNull()
      .references(() => tourLists.key, { onDelete: "cascade" }),
    locale: locale(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.listKey, t.locale] }),
    uniqueIndex("tour_list_translations_slug_locale_idx").on(t.slug, t.locale),
  ],
);

export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    tourId: integer("tour_id").references(() => tours.id, { onDelete: "set null" }),
    locale: locale(),
    name: text("name").notNull(),
    rating: smallint("rating").notNull(),
    body: text("body").notNull(),
    approved: boolean("approved").notNull().default(false),
    travelledOn: calendarDate("travelled_on"),
    createdAt: createdAt(),
  },
  (t) => [
    index("reviews_approved_tour_idx").on(t.approved, t.tourId),
    check("reviews_rating_check", sql`${t.rating} between 1 and 5`),
  ],
);

export const campaigns = pgTable(
  "campaigns",
  {
    id: serial("id").primaryKey(),
    key: text("key").notNull().unique(),
    tourId: integer("tour_id").references(() => tours.id, { onDelete: "set null" }),
    image: text("image").notNull(),
    startsOn: calendarDate("starts_on").notNull(),
    endsOn: calendarDate("ends_on").notNull(),
  },
  (t) => [index("campaigns_dates_idx").on(t.startsOn, t.endsOn)],
);

export const campaignTranslations = pgTable(
  "campaign_translations",
  {
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    locale: locale(),
    title: text("title").notNull(),
    body: text("body").notNull(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.locale] })],
);

export const quizzes = pgTable("quizzes", {
  id: serial("id").primaryKey(),
  key: text("key").notNull().unique(),
});

export const quizTranslations = pgTable(
  "quiz_translations",
  {
    quizId: integer("quiz_id")
      .notNull()
      .references(() => quizzes.id, { onDelete: "cascade" }),
    locale: locale(),
    title: text("title").notNull(),
    description: text("description").notNull(),
  },
  (t) => [primaryKey({ columns: [t.quizId, t.locale] })],
);

export const quizQuestions = pgTable(
  "quiz_questions",
  {
    id: serial("id").primaryKey(),
    quizId: integer("quiz_id")
      .notNull()
      .references(() => quizzes.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    /** Index into the choices of every locale. */
    correctChoice: smallint("correct_choice").notNull(),
  },
  (t) => [index("quiz_questions_quiz_idx").on(t.quizId, t.position)],
);

export const quizQuestionTranslations = pgTable(
  "quiz_question_translations",
  {
    questionId: integer("question_id")
      .notNull()
      .references(() => quizQuestions.id, { onDelete: "cascade" }),
    locale: locale(),
    prompt: text("prompt").notNull(),
    choices: jsonb("choices").$type<string[]>().notNull(),
    explanation: text("explanation").notNull(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.locale] })],
);

export const contactRequests = pgTable(
  "contact_requests",
  {
    id: serial("id").primaryKey(),
    locale: locale(),
    name: text("name").notNull(),
    email: text("email"),
    phone: text("phone"),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    ip: text("ip"),
    /** The forms inbox (issue 27): new | in_progress | done. */
    state: text("state").$type<InboxState>().notNull().default("new"),
    /** The staff member answering it. */
    assigneeId: uuid("assignee_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The inbox reads both tables newest first (a keyset on the time).
    index("contact_requests_created_idx").on(t.createdAt, t.id),
    check("contact_requests_state_check", sql`${t.state} in ('new', 'in_progress', 'done')`),
  ],
);

export const informationRequests = pgTable(
  "information_requests",
  {
    id: serial("id").primaryKey(),
    locale: locale(),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    email: text("email"),
    tourId: integer("tour_id").references(() => tours.id, { onDelete: "set null" }),
    message: text("message"),
    /** phone | whatsapp | email */
    preferredContact: text("preferred_contact").$type<PreferredContactMethod>().notNull().default("phone"),
    ip: text("ip"),
    /** The private-tour pipeline (issue 25): new | contacted | offered | won | lost. */
    status: text("status").$type<PrivateTourStatus>().notNull().default("new"),
    /** The staff member working on it. */
    assigneeId: uuid("assignee_id").references(() => users.id, { onDelete: "set null" }),
    /** The offer it was turned into. */
    offerId: uuid("offer_id").references(() => offers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("information_requests_tour_idx").on(t.tourId),
    index("information_requests_status_idx").on(t.status, t.createdAt),
    index("information_requests_created_idx").on(t.createdAt, t.id),
    check("information_requests_status_check", sql`${t.status} in ('new', 'contacted', 'offered', 'won', 'lost')`),
  ],
);

/**
 * Double opt-in: rows start `pending` with a token the confirmation mail carries; the link flips
 * them to `confirmed`. The same secret token is in every mail's unsubscribe link (no sign-in
 * needed), which sets `unsubscribed`. `mailed_at` keeps a repeated subscribe from mailing twice
 * within a short window.
 */
export const newsletterSubscriptions = pgTable("newsletter_subscriptions", {
  id: serial("id").primaryKey(),
  email: text("email").notNull().unique(),
  locale: locale(),
  status: text("status").notNull().default("pending"),
  confirmToken: text("confirm_token").notNull(),
  ip: text("ip"),
  createdAt: createdAt(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  mailedAt: timestamp("mailed_at", { withTimezone: true }),
  unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  /** The forms inbox (issue 27): staff mark a sign-up seen (new | in_progress | done); no assignee. */
  inboxState: text("inbox_state").$type<InboxState>().notNull().default("new"),
});

/**
 * Accounts (spec §3 "User"; docs/accounts-api.md). E-mail is unique whatever its case; the
 * password hash is Argon2id (ADR 0601) and null for accounts that only sign in with Google.
 */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    firstName: text("first_name").notNull(),
    surname: text("surname").notNull(),
    /** Normalised by the domain's normalizePhone. */
    phone: text("phone"),
    /** File name under DATA_DIR/uploads/photos; null shows the placeholder. */
    photo: text("photo"),
    /** Customer | Agent | Master (U_Role). */
    role: text("role").$type<UserRole>().notNull().default("Customer"),
    isAdmin: boolean("is_admin").notNull().default(false),
    hasAccountingRole: boolean("has_accounting_role").notNull().default(false),
    /** status: false means disabled. */
    active: boolean("active").notNull().default(true),
    referral: text("referral"),
    /** Telephony extension for click-to-call (U_Dial). */
    dial: text("dial"),
    /** Set by staff on the customer's profile (issue 24: birthdays); passengers carry their own. */
    birthDate: calendarDate("birth_date"),
    googleSubject: text("google_subject").unique(),
    emailConfirmedAt: timestamp("email_confirmed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
    index("users_birthday_idx")
      .on(sql`extract(month from ${t.birthDate})`, sql`extract(day from ${t.birthDate})`)
      .where(sql`${t.birthDate} is not null`),
    index("users_role_created_idx").on(t.role, t.createdAt),
    check("users_role_check", sql`${t.role} in ('Customer', 'Agent', 'Master')`),
  ],
);

/** Server-side sessions; the token itself is never stored, only its SHA-256 (ADR 0602). */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    idleExpiresAt: timestamp("idle_expires_at", { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp("absolute_expires_at", { withTimezone: true }).notNull(),
    userAgent: text("user_agent"),
    ip: text("ip"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Single-use e-mail tokens (confirm account 24 h, reset password 1 h), stored hashed. */
export const userTokens = pgTable(
  "user_tokens",
  {
    id: serial("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** confirm | reset */
    purpose: text("purpose").$type<AccountTokenPurpose>().notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("user_tokens_user_idx").on(t.userId, t.purpose)],
);

/** Failed sign-ins per account (`email:…`) and per IP (`ip:…`), for the login limit (ADR 0602). */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: serial("id").primaryKey(),
    key: text("key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("login_failures_key_created_idx").on(t.key, t.createdAt)],
);

/** Numbers the reservation codes RH-{year}-{n} (domain `formatReservationCode`); never reused. */
export const reservationCodeSequence = pgSequence("reservation_code_seq", { startWith: 1 });

/** What a reservation was sold at, frozen: later price changes never touch it (issue #14). */
export interface PriceSnapshot {
  currency: string;
  /** The departure's per-person prices in minor units at booking time (domain DeparturePricing). */
  pricing: Record<string, unknown>;
  lines: Array<{
    roomIndex: number;
    roomType: string;
    passengerType: string;
    quantity: number;
    unitAmount: number;
    totalAmount: number;
  }>;
  total: number;
}

export interface ReservationContact {
  name: string;
  phone: string;
  email?: string;
}

/** What a SERVICE reservation asks for (issue #14): a stay at one of the agency's hotels and extras. */
export interface ReservationService {
  hotelId: number;
  checkIn: string;
  checkOut: string;
  nights: number;
  /** VISA, TRANSFER (the domain's `serviceExtras`). */
  extras: string[];
}

/**
 * Reservations (issue #14; docs/reservations-api.md). A TOUR reservation holds `seats` seats of
 * its departure (adults and children; the domain's `seatsNeeded`), released on cancellation.
 */
export const reservations = pgTable(
  "reservations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    code: text("code").notNull().unique(),
    /** TOUR | SERVICE */
    kind: text("kind").$type<ReservationKind>().notNull().default("TOUR"),
    departureId: integer("departure_id").references(() => departures.id, { onDelete: "restrict" }),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    /** The agent who booked it for the customer. */
    agentId: uuid("agent_id").references(() => users.id, { onDelete: "set null" }),
    /** WAITING | CONFIRMED | CANCELLED */
    status: text("status").$type<ReservationStatus>().notNull().default("WAITING"),
    currency: text("currency").$type<Currency>().notNull(),
    totalMinor: bigint("total_minor", { mode: "number" }).notNull(),
    priceSnapshot: jsonb("price_snapshot").$type<PriceSnapshot>().notNull(),
    seats: integer("seats").notNull().default(0),
    contact: jsonb("contact").$type<ReservationContact>(),
    /** SERVICE only: the stay and extras asked for (no seats, priced later by the agency). */
    service: jsonb("service").$type<ReservationService>(),
    notes: text("notes"),
    cancelReason: text("cancel_reason"),
    /** The language of its e-mails. */
    locale: text("locale").$type<Locale>().notNull().default("tr"),
    /**
     * Kept by a trigger (migration 0010, ADR 0205), never written by the app: the code, the
     * contact's and the customer's name, e-mail and phone, folded like the domain's
     * `foldSearchText`, for the staff's text search (trigram index).
     */
    searchText: text("search_text").notNull().default(""),
    /**
     * Kept by the same trigger (so the default never stays): the departure's start date, or a
     * stay's check-in — the list's "departure" sort.
     */
    startsOn: calendarDate("starts_on").notNull().default("1970-01-01"),
    /**
     * The option date (issue 28, ADR 0023): a WAITING tour reservation holds its seats until then,
     * after which the expiry job cancels it (HOLD_EXPIRED). Null: no hold (service requests).
     */
    holdUntil: timestamp("hold_until", { withTimezone: true }),
    /** When the "your hold ends soon" mail was written; cleared when staff move the hold. */
    holdRemindedAt: timestamp("hold_reminded_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("reservations_hold_idx")
      .on(t.holdUntil)
      .where(sql`${t.status} = 'WAITING'`),
    index("reservations_customer_idx").on(t.customerId, t.createdAt),
    index("reservations_agent_idx").on(t.agentId, t.createdAt, t.id),
    index("reservations_departure_idx").on(t.departureId, t.createdAt, t.id),
    index("reservations_status_created_idx").on(t.status, t.createdAt, t.id),
    // The staff list (issue 24): one index per sort for keyset pages, trigram for text search.
    index("reservations_created_idx").on(t.createdAt, t.id),
    index("reservations_kind_created_idx").on(t.kind, t.createdAt, t.id),
    index("reservations_starts_on_idx").on(t.startsOn, t.id),
    index("reservations_seats_idx").on(t.seats, t.id),
    // The trigram index on search_text needs the pg_trgm extension: migration 0010 makes both.
    check("reservations_kind_check", sql`${t.kind} in ('TOUR', 'SERVICE')`),
    check("reservations_status_check", sql`${t.status} in ('WAITING', 'CONFIRMED', 'CANCELLED')`),
    check("reservations_tour_departure_check", sql`${t.kind} <> 'TOUR' or ${t.departureId} is not null`),
    check("reservations_service_check", sql`${t.kind} <> 'SERVICE' or (${t.service} is not null and ${t.seats} = 0)`),
    check("reservations_seats_check", sql`${t.seats} >= 0`),
    check("reservations_total_check", sql`${t.totalMinor} >= 0`),
  ],
);

/** The rooms of a reservation, in the order the customer chose them. */
export const reservationRooms = pgTable(
  "reservation_rooms",
  {
    id: serial("id").primaryKey(),
    reservationId: uuid("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    /** SINGLE | DOUBLE | TWIN | TRIPLE | QUAD */
    roomType: text("room_type").$type<RoomType>().notNull(),
    adults: smallint("adults").notNull(),
    children: smallint("children").notNull().default(0),
    babies: smallint("babies").notNull().default(0),
  },
  (t) => [
    uniqueIndex("reservation_rooms_position_idx").on(t.reservationId, t.position),
    check("reservation_rooms_counts_check", sql`${t.adults} >= 1 and ${t.children} >= 0 and ${t.babies} >= 0`),
  ],
);

/**
 * Travellers. TCKN and passport numbers are personal data under KVKK: stored only encrypted
 * (AES-256-GCM, `v1:` + base64 of iv, tag and ciphertext; ADR 0014), never in plain text.
 */
export const passengers = pgTable(
  "passengers",
  {
    id: serial("id").primaryKey(),
    reservationId: uuid("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    roomId: integer("room_id")
      .notNull()
      .references(() => reservationRooms.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    /** turAdult | turChild | turBaby */
    passengerType: text("passenger_type").$type<PassengerType>().notNull(),
    name: text("name").notNull(),
    surname: text("surname").notNull(),
    /** female | male */
    gender: text("gender").$type<Gender>().notNull(),
    birthDate: calendarDate("birth_date").notNull(),
    tcknEncrypted: text("tckn_encrypted"),
    passportNumberEncrypted: text("passport_number_encrypted"),
    passportExpiry: calendarDate("passport_expiry"),
    /** Three-letter country code; TUR for Turkish citizens. */
    nationality: text("nationality").notNull(),
  },
  (t) => [
    index("passengers_reservation_idx").on(t.reservationId, t.position),
    index("passengers_birthday_idx").on(sql`extract(month from ${t.birthDate})`, sql`extract(day from ${t.birthDate})`),
    check("passengers_type_check", sql`${t.passengerType} in ('turAdult', 'turChild', 'turBaby')`),
  ],
);

export interface ReservationChange {
  from: unknown;
  to: unknown;
}

/** The order log: who changed what from what to what; written in the change's own transaction. */
export const reservationEvents = pgTable(
  "reservation_events",
  {
    id: serial("id").primaryKey(),
    reservationId: uuid("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    /** The user who made the change; null when the system did (or the account is gone). */
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** created | confirmed | cancelled | updated */
    action: text("action").notNull(),
    changes: jsonb("changes").$type<Record<string, ReservationChange>>().notNull().default({}),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("reservation_events_reservation_idx").on(t.reservationId, t.createdAt)],
);

/**
 * Idempotency keys per user (issue #14): the first request with a key stores its answer in the
 * same transaction as its effect; repeats with the same body get that answer, a different body
 * a 422. Rows older than 24 h no longer count and are swept.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** What the key was used for, e.g. 'POST /api/reservations'. */
    scope: text("scope").notNull(),
    requestHash: text("request_hash").notNull(),
    responseStatus: smallint("response_status"),
    responseBody: jsonb("response_body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.scope, t.key] }), index("idempotency_keys_created_idx").on(t.createdAt)],
);

/** A room of an offer: type and head counts (passengers come when the customer books). */
export interface OfferRoom {
  roomType: RoomType;
  adults: number;
  children: number;
  babies: number;
}

/**
 * Agent offers (issue #14; docs/reservations-api.md "Offers"): a quote for a departure and rooms,
 * priced with the domain's pricing and frozen like a reservation's price, valid until a date,
 * readable by anyone holding its share token, converted once into a reservation. No seats are
 * held by an offer; the conversion takes them like any booking.
 */
export const offers = pgTable(
  "offers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The agent the offer belongs to; null for an offer made by staff (issue 26). */
    agentId: uuid("agent_id").references(() => users.id, { onDelete: "cascade" }),
    /** Who made it: the agent, or the staff member (issue 26). */
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    departureId: integer("departure_id")
      .notNull()
      .references(() => departures.id, { onDelete: "restrict" }),
    rooms: jsonb("rooms").$type<OfferRoom[]>().notNull(),
    seats: integer("seats").notNull(),
    currency: text("currency").$type<Currency>().notNull(),
    totalMinor: bigint("total_minor", { mode: "number" }).notNull(),
    priceSnapshot: jsonb("price_snapshot").$type<PriceSnapshot>().notNull(),
    /** The last day (Istanbul) the offer may be accepted. */
    validUntil: calendarDate("valid_until").notNull(),
    customerEmail: text("customer_email"),
    customerFirstName: text("customer_first_name"),
    customerSurname: text("customer_surname"),
    /** The customer's phone, as staff typed it (the WhatsApp link normalises it). */
    customerPhone: text("customer_phone"),
    note: text("note"),
    locale: text("locale").$type<Locale>().notNull().default("tr"),
    /** The secret of the public link (/api/offers/shared/{token}). */
    shareToken: text("share_token").notNull().unique(),
    /** OPEN | CONVERTED | EXPIRED (EXPIRED is also derived from valid_until by the domain). */
    status: text("status").$type<OfferStatus>().notNull().default("OPEN"),
    reservationId: uuid("reservation_id")
      .unique()
      .references(() => reservations.id, { onDelete: "set null" }),
    convertedAt: timestamp("converted_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("offers_agent_created_idx").on(t.agentId, t.createdAt),
    // The staff's list of all offers, newest first (issue 26).
    index("offers_created_idx").on(t.createdAt),
    check("offers_status_check", sql`${t.status} in ('OPEN', 'CONVERTED', 'EXPIRED')`),
    check("offers_total_check", sql`${t.totalMinor} >= 0`),
  ],
);

/**
 * Issue 11: every mail is written here in the request (in the transaction of its change where
 * there is one) and sent by the outbox worker (src/email/outbox.ts), so answers do not wait for
 * SMTP, an SMTP outage is retried with backoff and a restart loses nothing. A sent row keeps its
 * envelope but not its body (no reset link at rest); sent rows are dropped after a week.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    kind: text("kind").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
    /**
     * Issue 28, finding 4: mails that gather several events into one (the agency's digest of new
     * reservations) keep what they list here, so a later event joins the row before it is sent.
     */
    digest: jsonb("digest").$type<string[]>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("mail_outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
  ],
);

/**
 * Issue 28, finding 11: the fingerprint of the data key (RESERVATION_DATA_KEY) the database's
 * numbers are encrypted with, stored by the first process that starts on it. A process with
 * another key refuses to start instead of answering 500 to every read of the other's rows.
 */
export const dataKeyFingerprint = pgTable(
  "data_key_fingerprint",
  {
    id: smallint("id").primaryKey().default(1),
    fingerprint: text("fingerprint").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [check("data_key_fingerprint_one_row", sql`${t.id} = 1`)],
);

/**
 * Issue 11: per-key fixed-window counters of the rate limits (src/http/limiter.ts), shared by
 * every API process on the database: one upsert per hit. Rows of past windows are swept.
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index("rate_limit_hits_window_idx").on(t.windowStart)],
);

/** Issue 11: ALTCHA challenges already used once (replays refused by every process) until they expire. */
export const spentChallenges = pgTable(
  "spent_challenges",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("spent_challenges_expires_idx").on(t.expiresAt)],
);

/**
 * The members' learning area (issue 13, spec §2 /user/lms, /user/entry/{id}): courses of short
 * lessons (Umrah step-by-step guides), each translated (ADR 0201), and each user's progress.
 */
export const courses = pgTable("courses", {
  id: serial("id").primaryKey(),
  key: text("key").notNull().unique(),
  position: smallint("position").notNull(),
});

export const courseTranslations = pgTable(
  "course_translations",
  {
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    locale: locale(),
    /** The course's `/user/lms/{link}` slug in this locale. */
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.locale] }),
    uniqueIndex("course_translations_slug_idx").on(t.locale, t.slug),
  ],
);

export const lessons = pgTable(
  "lessons",
  {
    id: serial("id").primaryKey(),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    minutes: smallint("minutes").notNull(),
  },
  (t) => [index("lessons_course_idx").on(t.courseId, t.position)],
);

export const lessonTranslations = pgTable(
  "lesson_translations",
  {
    lessonId: integer("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    locale: locale(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    /** Paragraphs of plain text (no HTML: nothing to sanitise). */
    body: jsonb("body").$type<string[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.lessonId, t.locale] })],
);

/** A lesson a user marked done: one row per user and lesson. */
export const lessonProgress = pgTable(
  "lesson_progress",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lessonId: integer("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    completedAt: timestamp("completed_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lessonId] })],
);

/** A user's best score per quiz (the domain's bestQuizScore), with the last attempt's. */
export const quizResults = pgTable(
  "quiz_results",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    quizId: integer("quiz_id")
      .notNull()
      .references(() => quizzes.id, { onDelete: "cascade" }),
    bestScore: smallint("best_score").notNull(),
    lastScore: smallint("last_score").notNull(),
    total: smallint("total").notNull(),
    attempts: integer("attempts").notNull().default(1),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.quizId] })],
);

/**
 * The general event log (issue 24, ADR 0204): every change staff make to an account, a customer,
 * a note — and, from issues 25–27, tours, prices and payments — one row per change, written in the
 * change's own transaction by `recordEvent` (src/modules/audit/audit.ts). Reservations keep their
 * own `reservation_events` (the customer reads that log too).
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** What changed: user | customer | note (later tour | price | payment …). */
    entity: text("entity").notNull(),
    /** Its id as text (uuid or number). */
    entityId: text("entity_id").notNull(),
    /** The user who made the change; null for the system (or an account since deleted). */
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** created | updated | deleted | done | reopened … */
    action: text("action").notNull(),
    changes: jsonb("changes").$type<Record<string, ReservationChange>>().notNull().default({}),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("audit_events_entity_idx").on(t.entity, t.entityId, t.id),
    index("audit_events_created_idx").on(t.createdAt),
  ],
);

/**
 * 'Müşteri Notları' (issue 24): staff notes about a customer, optionally about one of their
 * reservations, with a reminder day; done or not.
 */
export const notes = pgTable(
  "notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reservationId: uuid("reservation_id").references(() => reservations.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    text: text("text").notNull(),
    remindOn: calendarDate("remind_on"),
    done: boolean("done").notNull().default(false),
    doneAt: timestamp("done_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("notes_customer_idx").on(t.customerId, t.createdAt),
    index("notes_reservation_idx").on(t.reservationId, t.createdAt),
    index("notes_created_idx").on(t.createdAt, t.id),
    index("notes_due_idx")
      .on(t.remindOn)
      .where(sql`not ${t.done} and ${t.remindOn} is not null`),
  ],
);

/**
 * KVKK (issue 24): every time a member of staff is shown a passenger's TCKN or passport number,
 * who, when, which passenger and which number. Rows outlive edits of the reservation (a new room
 * plan writes new passenger rows), so the passenger is also kept by name.
 */
export const identityViews = pgTable(
  "identity_views",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    reservationId: uuid("reservation_id").notNull(),
    passengerId: integer("passenger_id").notNull(),
    passengerName: text("passenger_name").notNull(),
    /** tckn | passport_number */
    field: text("field").$type<"tckn" | "passport_number">().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("identity_views_reservation_idx").on(t.reservationId, t.createdAt),
    index("identity_views_actor_idx").on(t.actorId, t.createdAt),
  ],
);

/**
 * Issue 25: the hand-made part of a departure's rooming list, per hotel of its tour (hotel 0: a
 * tour without hotels). `rooms` are the domain's `RoomingHandRoom`s; everything else is built
 * from the reservations each time (domain `buildRooming`), so new bookings never undo a hand move.
 */
export const roomingPlans = pgTable(
  "rooming_plans",
  {
    departureId: integer("departure_id")
      .notNull()
      .references(() => departures.id, { onDelete: "cascade" }),
    hotelId: integer("hotel_id").notNull(),
    rooms: jsonb("rooms")
      .$type<{ key: string; roomType: string; locked: boolean; members: string[] }[]>()
      .notNull()
      .default([]),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.departureId, t.hotelId] })],
);

/**
 * Issue 25: the visa state staff set per traveller (domain `visaStates`), by the reservation and
 * the passenger's position, so an edit of the passenger list keeps it. Missing row: NOT_APPLIED.
 */
export const passengerVisas = pgTable(
  "passenger_visas",
  {
    reservationId: uuid("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    state: text("state").$type<VisaState>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.reservationId, t.position] }),
    check(
      "passenger_visas_state_check",
      sql`${t.state} in ('NOT_APPLIED', 'APPLIED', 'ISSUED', 'REFUSED', 'NOT_NEEDED')`,
    ),
  ],
);

/**
 * Issue 26 (ADR 0209): the agency's cash desks — a till, a bank account, a card terminal — each in
 * one currency. Their balances are summed from the ledger in SQL, never stored.
 */
export const cashDesks = pgTable(
  "cash_desks",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    currency: text("currency").$type<Currency>().notNull(),
    /** CASH | BANK | CARD */
    kind: text("kind").$type<CashDeskKind>().notNull(),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("cash_desks_name_idx").on(t.name),
    check("cash_desks_currency_check", sql`${t.currency} in ('TRY', 'USD', 'EUR', 'SAR')`),
    check("cash_desks_kind_check", sql`${t.kind} in ('CASH', 'BANK', 'CARD')`),
  ],
);

/**
 * Issue 26 (ADR 0209): the ledger. Append-only — a trigger (migration 0013) refuses every UPDATE,
 * DELETE and TRUNCATE, so a mistake is corrected only by a reversal: a row of the same type with
 * the negated amounts whose `reverses_id` points at the original (unique: once). `amount_minor` is
 * in the desk's currency; a payment or refund of a reservation also keeps the amount in the
 * reservation's currency and the exact rate it was converted at, never recomputed later.
 */
export const ledgerTransactions = pgTable(
  "ledger_transactions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** PAYMENT | REFUND | EXPENSE | TRANSFER */
    type: text("type").$type<TransactionType>().notNull(),
    cashDeskId: integer("cash_desk_id")
      .notNull()
      .references(() => cashDesks.id, { onDelete: "restrict" }),
    /** TRANSFER only: the desk the money went to (same currency). */
    toCashDeskId: integer("to_cash_desk_id").references(() => cashDesks.id, { onDelete: "restrict" }),
    currency: text("currency").$type<Currency>().notNull(),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    /** CASH | CARD | BANK_TRANSFER */
    paymentType: text("payment_type").$type<PaymentType>().notNull(),
    transactionDate: calendarDate("transaction_date").notNull(),
    note: text("note"),
    /** CUSTOMER | AGENT | SUPPLIER */
    customerType: text("customer_type").$type<CounterpartyType>().notNull(),
    reservationId: uuid("reservation_id").references(() => reservations.id, { onDelete: "restrict" }),
    /** Units of the reservation's currency for one unit of `currency`, exactly (six decimals). */
    rate: numeric("rate", { precision: 20, scale: 6 }),
    reservationCurrency: text("reservation_currency").$type<Currency>(),
    reservationAmountMinor: bigint("reservation_amount_minor", { mode: "number" }),
    reversesId: bigint("reverses_id", { mode: "number" }).references((): AnyPgColumn => ledgerTransactions.id, {
      onDelete: "restrict",
    }),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("ledger_transactions_reverses_idx").on(t.reversesId),
    index("ledger_transactions_reservation_idx").on(t.reservationId, t.id),
    index("ledger_transactions_desk_idx").on(t.cashDeskId, t.id),
    index("ledger_transactions_to_desk_idx")
      .on(t.toCashDeskId)
      .where(sql`${t.toCashDeskId} is not null`),
    index("ledger_transactions_date_idx").on(t.transactionDate, t.id),
    check("ledger_transactions_type_check", sql`${t.type} in ('PAYMENT', 'REFUND', 'EXPENSE', 'TRANSFER')`),
    check("ledger_transactions_currency_check", sql`${t.currency} in ('TRY', 'USD', 'EUR', 'SAR')`),
    check("ledger_transactions_payment_type_check", sql`${t.paymentType} in ('CASH', 'CARD', 'BANK_TRANSFER')`),
    check("ledger_transactions_customer_type_check", sql`${t.customerType} in ('CUSTOMER', 'AGENT', 'SUPPLIER')`),
    // An original moves money one way; only a reversal carries a negative amount.
    check(
      "ledger_transactions_amount_check",
      sql`(${t.reversesId} is null and ${t.amountMinor} > 0) or (${t.reversesId} is not null and ${t.amountMinor} < 0)`,
    ),
    // A reservation's entry has all three of rate, currency and converted amount; others none.
    check(
      "ledger_transactions_reservation_check",
      sql`(${t.reservationId} is null and ${t.rate} is null and ${t.reservationCurrency} is null and ${t.reservationAmountMinor} is null)
        or (${t.reservationId} is not null and ${t.type} in ('PAYMENT', 'REFUND') and ${t.rate} > 0
          and ${t.reservationCurrency} is not null and ${t.reservationAmountMinor} is not null)`,
    ),
    check(
      "ledger_transactions_transfer_check",
      sql`(${t.type} = 'TRANSFER') = (${t.toCashDeskId} is not null) and ${t.toCashDeskId} is distinct from ${t.cashDeskId}`,
    ),
  ],
);

/**
 * Issue 26: the day's exchange rates as read from the configured source (RATES_SOURCE_URL, the
 * Central Bank's daily bulletin): lira for one unit of each currency, with the bulletin's date and
 * where it came from. Only offered to staff as a default; the rate an entry used is stored with
 * the entry (`ledger_transactions.rate`) and never read back from here.
 */
export const exchangeRates = pgTable(
  "exchange_rates",
  {
    id: serial("id").primaryKey(),
    /** The source's URL, as configured when the rates were read. */
    source: text("source").notNull(),
    rateDate: calendarDate("rate_date").notNull(),
    currency: text("currency").$type<Currency>().notNull(),
    /** The bulletin's Unit (100 for JPY); the rates below are already for one unit. */
    unit: integer("unit").notNull(),
    /** ForexBuying, lira for one unit (six decimals, exactly as the domain read it). */
    buying: numeric("buying", { precision: 20, scale: 6 }).notNull(),
    selling: numeric("selling", { precision: 20, scale: 6 }),
    /** Last time the source answered this bulletin (re-read at most once an hour). */
    fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("exchange_rates_source_date_currency_idx").on(t.source, t.rateDate, t.currency),
    index("exchange_rates_fetched_idx").on(t.source, t.fetchedAt),
    check("exchange_rates_currency_check", sql`${t.currency} in ('USD', 'EUR', 'SAR')`),
    check("exchange_rates_positive_check", sql`${t.buying} > 0 and (${t.selling} is null or ${t.selling} > 0)`),
  ],
);

/**
 * Issue 26: a reservation's payment plan as staff set it — its instalments (amounts in the
 * reservation's currency, adding up to its total; the domain's `depositPlan`), kept as set so a
 * later rule never moves a customer's due dates. No row: no plan, the whole balance is due.
 */
export const paymentPlans = pgTable("payment_plans", {
  reservationId: uuid("reservation_id")
    .primaryKey()
    .references(() => reservations.id, { onDelete: "cascade" }),
  instalments: jsonb("instalments").$type<Instalment[]>().notNull(),
  /**
   * What staff asked for (the domain's `PaymentPlanRequest`): a deposit (percent or amount) and the
   * days before departure, or a schedule's due dates. Rows from before the schedules have no `kind`.
   */
  rule: jsonb("rule").$type<StoredPlanRequest>().notNull(),
  updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
});

/**
 * Issue 26: the reminder mails sent before each instalment's due date. The primary key is the
 * "once": the worker inserts the row and queues the mail in one transaction, so two processes, a
 * restart or a second round never send a second reminder for the same instalment and date (a
 * plan set again with a new date is reminded again).
 */
export const paymentReminders = pgTable(
  "payment_reminders",
  {
    reservationId: uuid("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    /** The instalment's place in the plan (1-based, as `jsonb_array_elements … with ordinality`). */
    position: integer("position").notNull(),
    dueOn: calendarDate("due_on").notNull(),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.reservationId, t.position, t.dueOn] })],
);

/**
 * Issue 27: API clients for partner sites. The key is `rk_live_<key_id>_<secret>`; `key_id` finds
 * the row, `key_hash` is the SHA-256 of the whole key (the key itself is shown once, never
 * stored). A revoked client's key is refused on every process at once: each partner request
 * reads its row (one indexed lookup), there is no in-memory allow list.
 */
export const apiClients = pgTable(
  "api_clients",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** Exact origins a browser may call from (CORS), e.g. https://partner.example. */
    origins: jsonb("origins").$type<string[]>().notNull().default([]),
    /** READ_CATALOGUE | CREATE_RESERVATIONS (domain apiClientScopes). */
    scopes: jsonb("scopes").$type<string[]>().notNull().default([]),
    /** The agent its reservations are booked as (required with CREATE_RESERVATIONS). */
    agentId: uuid("agent_id").references(() => users.id, { onDelete: "restrict" }),
    keyId: text("key_id").notNull().unique(),
    keyHash: text("key_hash").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    rotatedAt: timestamp("rotated_at", { withTimezone: true }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    requestCount: bigint("request_count", { mode: "number" }).notNull().default(0),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("api_clients_created_idx").on(t.createdAt)],
);

/**
 * Issue 26: invoice numbers, one counter row per series and year. Issuing locks the row
 * (`select … for update` after an insert-if-missing), takes `last + 1` and writes it back in the
 * invoice's own transaction, so numbers are gapless (a rolled-back issue gives its number back)
 * and never reused (the counter only grows; invoices are append-only).
 */
export const invoiceCounters = pgTable(
  "invoice_counters",
  {
    series: text("series").notNull(),
    year: integer("year").notNull(),
    last: integer("last").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] }), check("invoice_counters_last_check", sql`${t.last} >= 0`)],
);

/**
 * Issue 26 (ADR 0209): invoices, append-only like the ledger (a trigger in migration 0017 refuses
 * UPDATE and DELETE). A cancellation is a record of its own — kind CANCELLATION, its own number,
 * amounts negated, `cancels_id` pointing at the original (unique: once). Amounts are in minor
 * units of `currency`, totals of the lines (domain `invoiceTotals`).
 */
export const invoices = pgTable(
  "invoices",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    number: text("number").notNull(),
    series: text("series").notNull(),
    year: integer("year").notNull(),
    sequence: integer("sequence").notNull(),
    /** INVOICE | CANCELLATION */
    kind: text("kind").$type<InvoiceKind>().notNull(),
    cancelsId: bigint("cancels_id", { mode: "number" }).references((): AnyPgColumn => invoices.id, {
      onDelete: "restrict",
    }),
    reservationId: uuid("reservation_id").references(() => reservations.id, { onDelete: "restrict" }),
    customerId: uuid("customer_id").references(() => users.id, { onDelete: "restrict" }),
    /** PERSON | COMPANY */
    buyerType: text("buyer_type").$type<InvoiceBuyerType>().notNull(),
    buyerName: text("buyer_name").notNull(),
    /** A person's TCKN or a company's VKN (domain `buyerTaxIdError`). */
    buyerTaxId: text("buyer_tax_id").notNull(),
    buyerTaxOffice: text("buyer_tax_office"),
    buyerAddress: text("buyer_address"),
    currency: text("currency").$type<Currency>().notNull(),
    pricesIncludeVat: boolean("prices_include_vat").notNull(),
    netMinor: bigint("net_minor", { mode: "number" }).notNull(),
    vatMinor: bigint("vat_minor", { mode: "number" }).notNull(),
    grossMinor: bigint("gross_minor", { mode: "number" }).notNull(),
    note: text("note"),
    issuedBy: uuid("issued_by")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("invoices_number_idx").on(t.number),
    uniqueIndex("invoices_series_year_sequence_idx").on(t.series, t.year, t.sequence),
    uniqueIndex("invoices_cancels_idx").on(t.cancelsId),
    index("invoices_reservation_idx").on(t.reservationId, t.id),
    index("invoices_year_idx").on(t.year, t.id),
    check("invoices_kind_check", sql`${t.kind} in ('INVOICE', 'CANCELLATION')`),
    check("invoices_buyer_type_check", sql`${t.buyerType} in ('PERSON', 'COMPANY')`),
    check("invoices_currency_check", sql`${t.currency} in ('TRY', 'USD', 'EUR', 'SAR')`),
    check("invoices_sequence_check", sql`${t.sequence} >= 1`),
    check("invoices_cancels_check", sql`(${t.kind} = 'CANCELLATION') = (${t.cancelsId} is not null)`),
    check("invoices_totals_check", sql`${t.grossMinor} = ${t.netMinor} + ${t.vatMinor}`),
    check(
      "invoices_sign_check",
      sql`(${t.kind} = 'INVOICE' and ${t.grossMinor} >= 0 and ${t.vatMinor} >= 0)
        or (${t.kind} = 'CANCELLATION' and ${t.grossMinor} <= 0 and ${t.vatMinor} <= 0)`,
    ),
  ],
);

/** Issue 26: an invoice's lines, in order, with the amounts the domain computed (append-only too). */
export const invoiceLines = pgTable(
  "invoice_lines",
  {
    invoiceId: bigint("invoice_id", { mode: "number" })
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    position: smallint("position").notNull(),
    description: text("description").notNull(),
    quantity: integer("quantity").notNull(),
    unitPriceMinor: bigint("unit_price_minor", { mode: "number" }).notNull(),
    /** An exact percentage: 0, 1, 10 or 20 (domain `vatRates`). */
    vatRate: smallint("vat_rate").notNull(),
    netMinor: bigint("net_minor", { mode: "number" }).notNull(),
    vatMinor: bigint("vat_minor", { mode: "number" }).notNull(),
    grossMinor: bigint("gross_minor", { mode: "number" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.invoiceId, t.position] }),
    check("invoice_lines_vat_rate_check", sql`${t.vatRate} in (0, 1, 10, 20)`),
    check("invoice_lines_totals_check", sql`${t.grossMinor} = ${t.netMinor} + ${t.vatMinor}`),
  ],
);

/**
 * WhatsApp opt-ins (issue 27; KVKK and Turkey's commercial-message rules): when, how (sign-up,
 * reservation, staff on the phone), for which number and by whom; a withdrawal closes the row and
 * a new opt-in starts another, so the history stays. At most one open row per customer.
 */
export const whatsAppConsents = pgTable(
  "whatsapp_consents",
  {
    id: serial("id").primaryKey(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Normalised by the domain's normalizePhone. */
    phone: text("phone").notNull(),
    source: text("source").$type<WhatsAppConsentSource>().notNull(),
    optedInAt: timestamp("opted_in_at", { withTimezone: true }).notNull(),
    recordedBy: uuid("recorded_by").references(() => users.id, { onDelete: "set null" }),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    withdrawnBy: uuid("withdrawn_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("whatsapp_consents_open_idx")
      .on(t.customerId)
      .where(sql`${t.withdrawnAt} is null`),
    index("whatsapp_consents_phone_idx").on(t.phone),
    check("whatsapp_consents_source_check", sql`${t.source} in ('SIGN_UP', 'RESERVATION', 'STAFF_PHONE')`),
  ],
);

/**
 * Every WhatsApp message, both ways (issue 27). OUT rows are the durable outbox: written QUEUED
 * in the transaction that asks for them, taken by the worker with `for update skip locked`,
 * retried with backoff (`attempts`, `next_attempt_at`, `last_error`), then moved by the webhook's
 * statuses (by `wamid`). IN rows are what customers wrote, matched to a customer by phone.
 */
export const whatsAppMessages = pgTable(
  "whatsapp_messages",
  {
    id: serial("id").primaryKey(),
    direction: text("direction").$type<WhatsAppDirection>().notNull(),
    customerId: uuid("customer_id").references(() => users.id, { onDelete: "set null" }),
    /** Normalised: the recipient (OUT) or the sender (IN). */
    phone: text("phone").notNull(),
    reservationId: uuid("reservation_id").references(() => reservations.id, { onDelete: "set null" }),
    departureId: integer("departure_id").references(() => departures.id, { onDelete: "set null" }),
    template: text("template").$type<WhatsAppTemplateName>(),
    locale: text("locale").$type<Locale>(),
    parameters: jsonb("parameters").$type<string[]>(),
    /** Free text (a reply, an incoming message) or the template as the customer reads it. */
    text: text("text").notNull(),
    /** The provider's message id (`wamid.…`), known once sent (OUT) or from the webhook (IN). */
    wamid: text("wamid").unique(),
    status: text("status").$type<WhatsAppMessageStatus>().notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    readAt: timestamp("read_at", { withTimezone: true }),
    failedAt: timestamp("failed_at", { withTimezone: true }),
    /** The staff member who asked for it (OUT); null for IN and for the system. */
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    /** When it was queued (OUT) or written by the customer (IN). */
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("whatsapp_messages_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'QUEUED'`),
    index("whatsapp_messages_customer_idx").on(t.customerId, t.createdAt),
    index("whatsapp_messages_phone_idx").on(t.phone, t.createdAt),
    index("whatsapp_messages_reservation_idx").on(t.reservationId, t.createdAt),
    check("whatsapp_messages_direction_check", sql`${t.direction} in ('OUT', 'IN')`),
    check(
      "whatsapp_messages_status_check",
      sql`${t.status} in ('QUEUED', 'SENT', 'DELIVERED', 'READ', 'FAILED', 'RECEIVED')`,
    ),
  ],
);

/**
 * Issue 27: a service reservation (hotel, transfer: priced by staff) is a question to answer, so
 * it has its own place in the forms inbox: a numeric id there, a state and an assignee, apart from
 * the reservation's own status.
 */
export const serviceQuestions = pgTable(
  "service_questions",
  {
    id: serial("id").primaryKey(),
    reservationId: uuid("reservation_id")
      .notNull()
      .unique()
      .references(() => reservations.id, { onDelete: "cascade" }),
    state: text("state").$type<InboxState>().notNull().default("new"),
    assigneeId: uuid("assignee_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("service_questions_created_idx").on(t.createdAt, t.id),
    check("service_questions_state_check", sql`${t.state} in ('new', 'in_progress', 'done')`),
  ],
);
