-- Issue 24 (ADR 0205): the staff's text search over reservations. A trigger keeps
-- reservations.search_text (code, contact and customer name, e-mail, phone, folded like the
-- domain's foldSearchText) and reservations.starts_on (departure start or stay check-in); a
-- trigram index answers `search_text like '%…%'`. pg_trgm is a trusted extension (PostgreSQL 13+).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rihla_search_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(translate(coalesce(value, ''), 'ÇĞİIÖŞÜÂÎÛçğıöşüâîû', 'cgiiosuaiucgiosuaiu') COLLATE "C") $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reservations_derived_columns() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  NEW.search_text := rihla_search_fold(concat_ws(' ',
    NEW.code,
    NEW.contact->>'name', NEW.contact->>'email', NEW.contact->>'phone',
    (SELECT concat_ws(' ', u.first_name, u.surname, u.email, u.phone) FROM users u WHERE u.id = NEW.customer_id)));
  NEW.starts_on := CASE
    WHEN NEW.departure_id IS NOT NULL THEN (SELECT d.start_date FROM departures d WHERE d.id = NEW.departure_id)
    ELSE coalesce((NEW.service->>'checkIn')::date, NEW.starts_on)
  END;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER reservations_derived_columns_trg
  BEFORE INSERT OR UPDATE OF code, contact, customer_id, departure_id, service ON reservations
  FOR EACH ROW EXECUTE FUNCTION reservations_derived_columns();
--> statement-breakpoint
-- A customer's new name, e-mail or phone reaches the search text of their reservations.
CREATE OR REPLACE FUNCTION users_refresh_reservation_search() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE reservations SET customer_id = customer_id WHERE customer_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_refresh_reservation_search_trg
  AFTER UPDATE OF first_name, surname, email, phone ON users
  FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.surname IS DISTINCT FROM NEW.surname
    OR OLD.email IS DISTINCT FROM NEW.email OR OLD.phone IS DISTINCT FROM NEW.phone)
  EXECUTE FUNCTION users_refresh_reservation_search();
--> statement-breakpoint
-- A departure moved to another day moves its reservations in the "departure" sort.
CREATE OR REPLACE FUNCTION departures_refresh_reservation_start() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE reservations SET departure_id = departure_id WHERE departure_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER departures_refresh_reservation_start_trg
  AFTER UPDATE OF start_date ON departures
  FOR EACH ROW WHEN (OLD.start_date IS DISTINCT FROM NEW.start_date)
  EXECUTE FUNCTION departures_refresh_reservation_start();
--> statement-breakpoint
UPDATE reservations SET code = code;
--> statement-breakpoint
CREATE INDEX reservations_search_idx ON reservations USING gin (search_text gin_trgm_ops);
