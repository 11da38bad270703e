CREATE TABLE "campaign_translations" (
	"campaign_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "campaign_translations_campaign_id_locale_pk" PRIMARY KEY("campaign_id","locale")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"tour_id" integer,
	"image" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	CONSTRAINT "campaigns_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" text PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "city_translations" (
	"city_id" text NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "city_translations_city_id_locale_pk" PRIMARY KEY("city_id","locale")
);
--> statement-breakpoint
CREATE TABLE "contact_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departure_prices" (
	"departure_id" integer NOT NULL,
	"room_type" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"high_amount_minor" integer,
	"child_amount_minor" integer,
	"baby_amount_minor" integer,
	CONSTRAINT "departure_prices_departure_id_room_type_currency_pk" PRIMARY KEY("departure_id","room_type","currency")
);
--> statement-breakpoint
CREATE TABLE "departures" (
	"id" serial PRIMARY KEY NOT NULL,
	"tour_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"return_date" date NOT NULL,
	"days" smallint NOT NULL,
	"capacity" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"sale_state" text DEFAULT 'ON_SALE' NOT NULL,
	CONSTRAINT "departures_seats_check" CHECK ("departures"."seats_taken" >= 0 and "departures"."seats_taken" <= "departures"."capacity"),
	CONSTRAINT "departures_dates_check" CHECK ("departures"."return_date" >= "departures"."start_date")
);
--> statement-breakpoint
CREATE TABLE "hotel_translations" (
	"hotel_id" integer NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "hotel_translations_hotel_id_locale_pk" PRIMARY KEY("hotel_id","locale")
);
--> statement-breakpoint
CREATE TABLE "hotels" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"city_id" text NOT NULL,
	"hotel_class" text NOT NULL,
	"stars" smallint,
	"view_types" text[] NOT NULL,
	"distance_meters" integer,
	"distance_to" text,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "hotels_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "information_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"tour_id" integer,
	"message" text,
	"preferred_contact" text DEFAULT 'phone' NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"menu" text NOT NULL,
	"locale" text NOT NULL,
	"parent_id" integer,
	"position" smallint NOT NULL,
	"label" text NOT NULL,
	"href" text NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"confirm_token" text NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "newsletter_subscriptions_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "page_translations" (
	"page_id" integer NOT NULL,
	"locale" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"page_title" text NOT NULL,
	"heading" text NOT NULL,
	"subtitle" text,
	"body_html" text NOT NULL,
	"json_ld" jsonb,
	CONSTRAINT "page_translations_page_id_locale_pk" PRIMARY KEY("page_id","locale")
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"main_group" text NOT NULL,
	"parent_id" integer,
	"photo" text,
	"top_image" text,
	"sound_url" text,
	"link_url" text,
	"related_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"categories" jsonb DEFAULT '{"subCategories":[]}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pages_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "quiz_question_translations" (
	"question_id" integer NOT NULL,
	"locale" text NOT NULL,
	"prompt" text NOT NULL,
	"choices" jsonb NOT NULL,
	"explanation" text NOT NULL,
	CONSTRAINT "quiz_question_translations_question_id_locale_pk" PRIMARY KEY("question_id","locale")
);
--> statement-breakpoint
CREATE TABLE "quiz_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"quiz_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"correct_choice" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_translations" (
	"quiz_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "quiz_translations_quiz_id_locale_pk" PRIMARY KEY("quiz_id","locale")
);
--> statement-breakpoint
CREATE TABLE "quizzes" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	CONSTRAINT "quizzes_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_path" text NOT NULL,
	"to_path" text NOT NULL,
	"status" smallint DEFAULT 301 NOT NULL,
	CONSTRAINT "redirects_from_path_unique" UNIQUE("from_path"),
	CONSTRAINT "redirects_status_check" CHECK ("redirects"."status" in (301, 302, 307, 308))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"tour_id" integer,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"rating" smallint NOT NULL,
	"body" text NOT NULL,
	"approved" boolean DEFAULT false NOT NULL,
	"travelled_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "short_links" (
	"id" text PRIMARY KEY NOT NULL,
	"target" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_setting_translations" (
	"settings_id" text NOT NULL,
	"locale" text NOT NULL,
	"site_title" text NOT NULL,
	"site_description" text NOT NULL,
	"heading" text NOT NULL,
	"photo" text,
	"address" text NOT NULL,
	"taglines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"promo_text" text NOT NULL,
	"whatsapp_message" text NOT NULL,
	CONSTRAINT "site_setting_translations_settings_id_locale_pk" PRIMARY KEY("settings_id","locale")
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"agency_name" text NOT NULL,
	"phone" text NOT NULL,
	"whatsapp_number" text NOT NULL,
	"email" text NOT NULL,
	"tursab_licence" text NOT NULL,
	"logo_path" text NOT NULL,
	"image_host" text,
	"maps_url" text,
	"social_links" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"analytics_tag_id" text,
	"analytics_conversion_id" text,
	"copyright_start_year" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "top_banners" (
	"locale" text PRIMARY KEY NOT NULL,
	"background_color" text NOT NULL,
	"title" text NOT NULL,
	"button_text" text NOT NULL,
	"button_url" text NOT NULL,
	"button_variant" text NOT NULL,
	"button_color" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_flights" (
	"id" serial PRIMARY KEY NOT NULL,
	"tour_id" integer NOT NULL,
	"leg" text NOT NULL,
	"position" smallint NOT NULL,
	"airline" text NOT NULL,
	"flight_number" text NOT NULL,
	"from_airport" text NOT NULL,
	"to_airport" text NOT NULL,
	"departure_time" text NOT NULL,
	"arrival_time" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_group_members" (
	"group_id" integer NOT NULL,
	"tour_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "tour_group_members_group_id_tour_id_pk" PRIMARY KEY("group_id","tour_id")
);
--> statement-breakpoint
CREATE TABLE "tour_group_translations" (
	"group_id" integer NOT NULL,
	"locale" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "tour_group_translations_group_id_locale_pk" PRIMARY KEY("group_id","locale")
);
--> statement-breakpoint
CREATE TABLE "tour_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"image" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "tour_groups_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "tour_hotels" (
	"tour_id" integer NOT NULL,
	"hotel_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"nights" smallint NOT NULL,
	CONSTRAINT "tour_hotels_tour_id_hotel_id_pk" PRIMARY KEY("tour_id","hotel_id")
);
--> statement-breakpoint
CREATE TABLE "tour_list_translations" (
	"list_key" text NOT NULL,
	"locale" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "tour_list_translations_list_key_locale_pk" PRIMARY KEY("list_key","locale")
);
--> statement-breakpoint
CREATE TABLE "tour_lists" (
	"key" text PRIMARY KEY NOT NULL,
	"filter" jsonb NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_translations" (
	"tour_id" integer NOT NULL,
	"locale" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"short_description" text NOT NULL,
	"campaign_description" text,
	"description_html" text NOT NULL,
	"itinerary" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"includes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"excludes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "tour_translations_tour_id_locale_pk" PRIMARY KEY("tour_id","locale")
);
--> statement-breakpoint
CREATE TABLE "tours" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"category" text NOT NULL,
	"days" smallint NOT NULL,
	"stars" smallint NOT NULL,
	"popular_guide" boolean DEFAULT false NOT NULL,
	"min_age" smallint,
	"max_age" smallint,
	"video_url" text,
	"cover_image" text NOT NULL,
	"gallery" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tours_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "campaign_translations" ADD CONSTRAINT "campaign_translations_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "city_translations" ADD CONSTRAINT "city_translations_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departure_prices" ADD CONSTRAINT "departure_prices_departure_id_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."departures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departures" ADD CONSTRAINT "departures_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_translations" ADD CONSTRAINT "hotel_translations_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "information_requests" ADD CONSTRAINT "information_requests_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_translations" ADD CONSTRAINT "page_translations_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_question_translations" ADD CONSTRAINT "quiz_question_translations_question_id_quiz_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."quiz_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_translations" ADD CONSTRAINT "quiz_translations_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_setting_translations" ADD CONSTRAINT "site_setting_translations_settings_id_site_settings_id_fk" FOREIGN KEY ("settings_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_flights" ADD CONSTRAINT "tour_flights_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_group_members" ADD CONSTRAINT "tour_group_members_group_id_tour_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."tour_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_group_members" ADD CONSTRAINT "tour_group_members_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_group_translations" ADD CONSTRAINT "tour_group_translations_group_id_tour_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."tour_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_hotels" ADD CONSTRAINT "tour_hotels_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_hotels" ADD CONSTRAINT "tour_hotels_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_list_translations" ADD CONSTRAINT "tour_list_translations_list_key_tour_lists_key_fk" FOREIGN KEY ("list_key") REFERENCES "public"."tour_lists"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_translations" ADD CONSTRAINT "tour_translations_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaigns_dates_idx" ON "campaigns" USING btree ("starts_on","ends_on");--> statement-breakpoint
CREATE INDEX "departure_prices_currency_room_idx" ON "departure_prices" USING btree ("currency","room_type","amount_minor");--> statement-breakpoint
CREATE INDEX "departures_tour_start_idx" ON "departures" USING btree ("tour_id","start_date");--> statement-breakpoint
CREATE INDEX "departures_start_idx" ON "departures" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "hotels_city_idx" ON "hotels" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "hotels_class_idx" ON "hotels" USING btree ("hotel_class");--> statement-breakpoint
CREATE INDEX "hotels_view_types_idx" ON "hotels" USING gin ("view_types");--> statement-breakpoint
CREATE INDEX "information_requests_tour_idx" ON "information_requests" USING btree ("tour_id");--> statement-breakpoint
CREATE INDEX "menu_items_menu_locale_idx" ON "menu_items" USING btree ("menu","locale","position");--> statement-breakpoint
CREATE UNIQUE INDEX "page_translations_locale_slug_idx" ON "page_translations" USING btree ("locale","slug");--> statement-breakpoint
CREATE INDEX "pages_main_group_idx" ON "pages" USING btree ("main_group");--> statement-breakpoint
CREATE INDEX "quiz_questions_quiz_idx" ON "quiz_questions" USING btree ("quiz_id","position");--> statement-breakpoint
CREATE INDEX "reviews_approved_tour_idx" ON "reviews" USING btree ("approved","tour_id");--> statement-breakpoint
CREATE INDEX "tour_flights_tour_idx" ON "tour_flights" USING btree ("tour_id");--> statement-breakpoint
CREATE INDEX "tour_group_members_tour_idx" ON "tour_group_members" USING btree ("tour_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tour_group_translations_locale_slug_idx" ON "tour_group_translations" USING btree ("locale","slug");--> statement-breakpoint
CREATE INDEX "tour_hotels_hotel_idx" ON "tour_hotels" USING btree ("hotel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tour_list_translations_locale_slug_idx" ON "tour_list_translations" USING btree ("locale","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "tour_translations_locale_slug_idx" ON "tour_translations" USING btree ("locale","slug");--> statement-breakpoint
CREATE INDEX "tours_category_idx" ON "tours" USING btree ("category");--> statement-breakpoint
CREATE INDEX "tours_days_idx" ON "tours" USING btree ("days");--> statement-breakpoint
CREATE INDEX "tours_stars_idx" ON "tours" USING btree ("stars");--> statement-breakpoint
CREATE INDEX "tours_popularity_idx" ON "tours" USING btree ("popularity");