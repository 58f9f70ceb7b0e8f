-- A product an operator hides (issue 20) leaves the storefront's lists, search and product page, and cannot be
-- ordered; orders that already hold it keep working. Applied after 0010.
ALTER TABLE products ADD COLUMN visible boolean NOT NULL DEFAULT true;
