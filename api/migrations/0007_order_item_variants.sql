-- A cart line's size and colour (issue 22 §1, decision 0017) are kept on the order line. NULL for a product that has
-- none and for every line placed before variants existed.
ALTER TABLE order_items ADD COLUMN size text;
--> statement-breakpoint
ALTER TABLE order_items ADD COLUMN color text;
