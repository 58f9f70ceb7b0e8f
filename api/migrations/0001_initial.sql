-- Catalogue, orders and idempotency keys. Applied by src/db/migrate.ts on PGlite and PostgreSQL alike,
-- so only SQL both accept (PostgreSQL 15 and PGlite). Statements are separated by the breakpoint marker.
CREATE TABLE categories (
  name text PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  image_url text NOT NULL,
  position integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE products (
  id integer PRIMARY KEY,
  title text NOT NULL,
  description text NOT NULL,
  category_name text NOT NULL REFERENCES categories (name),
  image_url text NOT NULL,
  image_hover_url text NOT NULL,
  image_alt text NOT NULL,
  image_width integer NOT NULL,
  image_height integer NOT NULL,
  sample_url text,
  price numeric(14, 2) NOT NULL CHECK (price >= 0),
  old_price numeric(14, 2),
  sale_price numeric(14, 2),
  is_on_sale boolean NOT NULL DEFAULT false,
  hot_sale boolean NOT NULL DEFAULT false,
  sale_percentage text,
  sale_badge text,
  sale_text text,
  discount_percent integer,
  countdown_seconds integer,
  sizes jsonb,
  colors jsonb NOT NULL DEFAULT '[]'::jsonb,
  in_stock boolean NOT NULL DEFAULT true,
  available integer NOT NULL,
  sold integer NOT NULL,
  progress_bar integer NOT NULL,
  rating integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
  review_count integer NOT NULL,
  filter_brands jsonb NOT NULL DEFAULT '[]'::jsonb,
  filter_colors jsonb NOT NULL DEFAULT '[]'::jsonb,
  filter_sizes jsonb NOT NULL DEFAULT '[]'::jsonb,
  tab_filter_options jsonb NOT NULL DEFAULT '[]'::jsonb,
  tab_filter_options2 jsonb NOT NULL DEFAULT '[]'::jsonb,
  add_to_cart_label text NOT NULL,
  featured_rank integer
);
--> statement-breakpoint
CREATE INDEX products_category_name_idx ON products (category_name);
--> statement-breakpoint
CREATE TABLE product_prices (
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  license_type text NOT NULL,
  usd_amount numeric(14, 2) NOT NULL CHECK (usd_amount >= 0),
  ngn_amount numeric(14, 2) NOT NULL CHECK (ngn_amount >= 0),
  PRIMARY KEY (product_id, license_type)
);
--> statement-breakpoint
CREATE TABLE orders (
  id text PRIMARY KEY,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'failed', 'cancelled')),
  customer_first_name text NOT NULL,
  customer_last_name text NOT NULL,
  customer_email text NOT NULL,
  customer_phone text NOT NULL,
  address_country text NOT NULL DEFAULT '',
  address_state text NOT NULL DEFAULT '',
  address_city text NOT NULL DEFAULT '',
  address_street text NOT NULL DEFAULT '',
  address_postal_code text NOT NULL DEFAULT '',
  currency text NOT NULL CHECK (currency IN ('USD', 'NGN')),
  payment_method text NOT NULL,
  notes text NOT NULL DEFAULT '',
  subtotal numeric(14, 2) NOT NULL,
  tax numeric(14, 2) NOT NULL,
  discount numeric(14, 2) NOT NULL,
  total numeric(14, 2) NOT NULL,
  order_date timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE order_items (
  order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  line_number integer NOT NULL,
  product_id integer NOT NULL REFERENCES products (id),
  title text NOT NULL,
  license_type text,
  quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 100),
  unit_price numeric(14, 2) NOT NULL,
  total_price numeric(14, 2) NOT NULL,
  PRIMARY KEY (order_id, line_number)
);
--> statement-breakpoint
CREATE TABLE idempotency_keys (
  key text PRIMARY KEY,
  request_hash text NOT NULL,
  response_status integer,
  response_body jsonb,
  order_id text REFERENCES orders (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
