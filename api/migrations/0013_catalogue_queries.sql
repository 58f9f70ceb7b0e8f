-- The catalogue is queried on the server (decision 0058): one narrow row per product in product_listing
-- holds what the store's list, filters and sorts read, product_search what search reads, with the indexes they use,
-- so a list of 100,000 products never reads the wide products rows. The API fills and refreshes both
-- (catalog/listingIndex.ts); they start empty here and are filled on the first start after this migration.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- One row: the catalogue's version, bumped by every statement that changes a product, a price or a category (the
-- page cache and the in-memory copies of featured products and categories key by it), and the NGN rate the listing's
-- NGN prices were computed with (NULL: not filled yet).
CREATE TABLE catalog_state (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  version bigint NOT NULL DEFAULT 1,
  listing_ngn_per_usd numeric(14, 4)
);
--> statement-breakpoint
INSERT INTO catalog_state (singleton) VALUES (true);
--> statement-breakpoint
CREATE FUNCTION bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_state SET version = version + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_change_the_catalogue AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER product_prices_change_the_catalogue AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_prices
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER categories_change_the_catalogue AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
-- Kept narrow (about 60 bytes a row): the facet query reads every row the filters select.
CREATE TABLE product_listing (
  product_id integer PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  visible boolean NOT NULL,
  category_name text NOT NULL,
  in_stock boolean NOT NULL,
  on_sale boolean NOT NULL,
  -- The price the product's card shows (its Standard tier, else its first, else its own price), in minor units.
  price_usd_minor bigint NOT NULL,
  price_ngn_minor bigint NOT NULL,
  -- Bit i set: the product carries the i-th of the store's listed brands, colours or sizes (catalog/facetBits.ts).
  brand_mask integer NOT NULL,
  color_mask integer NOT NULL,
  size_mask integer NOT NULL,
  sort_title text COLLATE "C" NOT NULL
);
--> statement-breakpoint
CREATE INDEX product_listing_by_usd_price ON product_listing (price_usd_minor, product_id) WHERE visible;
--> statement-breakpoint
CREATE INDEX product_listing_by_ngn_price ON product_listing (price_ngn_minor, product_id) WHERE visible;
--> statement-breakpoint
CREATE INDEX product_listing_by_title ON product_listing (sort_title, product_id) WHERE visible;
--> statement-breakpoint
CREATE INDEX product_listing_by_category ON product_listing (category_name, product_id) WHERE visible;
--> statement-breakpoint
-- What search reads, English stems: every word of the product (title, category, description; stripped of positions,
-- for matching only), and for ranking what is found the title's words and the heading's (title weight A, category B):
-- small vectors, cheap to test for each product found.
CREATE TABLE product_search (
  product_id integer PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  visible boolean NOT NULL,
  title_words tsvector NOT NULL,
  heading tsvector NOT NULL,
  words tsvector NOT NULL
);
--> statement-breakpoint
CREATE INDEX product_search_words ON product_search USING gin (words);
--> statement-breakpoint
-- Every word of the products' titles and categories, lower case: a search's word with a typo is matched to the words
-- within a typo or two of it here (catalog/searchQueries.ts), a few thousand rows however large the catalogue.
CREATE TABLE search_words (
  word text COLLATE "C" PRIMARY KEY
);
--> statement-breakpoint
CREATE INDEX search_words_trigrams ON search_words USING gin (word gin_trgm_ops);
