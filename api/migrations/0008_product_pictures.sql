-- Product pictures are drawn rasters now (src/media/pictures, decision 0018): point a catalogue seeded with the
-- old SVG illustrations at the WebP pictures the seed generator names today. Rows whose URLs were changed by hand
-- are left alone.
UPDATE products
SET image_url = '/media/products/' || id || '/front-800.webp',
    image_hover_url = '/media/products/' || id || '/back-800.webp',
    image_width = 800,
    image_height = 800
WHERE image_url = '/media/products/' || id || '.svg';
--> statement-breakpoint
UPDATE products
SET colors = (
  SELECT jsonb_agg(
    jsonb_set(color, '{imgSrc}', to_jsonb('/media/products/' || products.id || '/front-' || lower(replace(color->>'name', ' ', '-')) || '-800.webp'))
    ORDER BY position
  )
  FROM jsonb_array_elements(products.colors) WITH ORDINALITY AS listed(color, position)
)
WHERE jsonb_array_length(colors) > 0 AND colors->0->>'imgSrc' = '/media/products/' || id || '-' || lower(replace(colors->0->>'name', ' ', '-')) || '.svg';
--> statement-breakpoint
UPDATE categories
SET image_url = '/media/categories/' || slug || '-600.webp'
WHERE image_url = '/media/categories/' || slug || '.svg';
