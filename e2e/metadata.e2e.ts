// Page metadata in the composed store: title, description and Open Graph tags per route, the product page's own
// tags and Product JSON-LD, and the sitemap.xml and robots.txt the server answers with.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const metaContent = (page: Page, selector: string) => page.locator(`head meta[${selector}]`).getAttribute('content');

async function expectPageMetadata(page: Page, title: string, description: string | RegExp, type: string) {
  await page.waitForFunction((expected) => document.title === expected, title);
  const [metaDescription, ogTitle, ogDescription, ogType, ogUrl, ogImage] = await Promise.all([
    metaContent(page, 'name="description"'),
    metaContent(page, 'property="og:title"'),
    metaContent(page, 'property="og:description"'),
    metaContent(page, 'property="og:type"'),
    metaContent(page, 'property="og:url"'),
    metaContent(page, 'property="og:image"'),
  ]);
  expect(metaDescription).toMatch(description);
  expect(ogTitle).toBe(title);
  expect(ogDescription).toBe(metaDescription);
  expect(ogType).toBe(type);
  expect(ogUrl).toBe(page.url().split('#')[0]);
  expect(ogImage).toMatch(/^https?:\/\//);
  await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
}

test('/ and /store have their own title, description and Open Graph tags', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('[data-boundary="catalog"] h1').first()).toBeVisible();
  await expectPageMetadata(page, 'Home | Storefront', /^Fashion, electronics, books and licensed digital audio/, 'website');

  await page.goto('/store');
  await expect(page.locator('[data-product-id]').first()).toBeVisible();
  await expectPageMetadata(page, 'Store | Storefront', /^Browse every product/, 'website');
});

test('the icons are raster pictures: the browser tab, the home screen and social previews (decision 0048)', async ({ page, url }) => {
  await page.goto('/store');
  await expect(page.locator('[data-product-id]').first()).toBeVisible();
  // An SVG icon is decoded as a document of its own on the page's main thread, after the first paint.
  const icons = await page
    .locator('head link[rel="icon"], head link[rel="apple-touch-icon"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  const previewImage = await metaContent(page, 'property="og:image"');
  expect(icons).toHaveLength(2);
  for (const href of [...icons, previewImage!]) {
    const response = await fetch(href);
    expect([href, response.status, response.headers.get('content-type')]).toEqual([href, 200, 'image/png']);
    expect([...new Uint8Array(await response.arrayBuffer()).slice(1, 4)]).toEqual([...Buffer.from('PNG')]);
  }
  expect(previewImage).toBe(url('/icon-512.png'));
});

test("/product-detail/341 has the product's title, description, picture and valid Product JSON-LD", async ({ page, url }) => {
  const product = (await (await fetch(url('/api/v1/web/products/341'))).json()) as {
    title: string;
    description: string;
    image_url: string;
    inStock?: boolean;
    category_name: string;
  };
  await page.goto('/product-detail/341');
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  await expectPageMetadata(page, `${product.title} | Storefront`, product.description, 'product');
  await expect(page.locator('head meta[property="og:image"]')).toHaveAttribute('content', new URL(product.image_url, url('/')).href);

  // One Product block and one BreadcrumbList (Home › category › product), nothing else.
  const blocks = (await page.locator('head script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
  expect(blocks.map((block) => block['@type']).sort()).toEqual(['BreadcrumbList', 'Product']);
  expect(blocks.find((block) => block['@type'] === 'BreadcrumbList').itemListElement.map((item: { name: string }) => item.name)).toEqual([
    'Home',
    product.category_name,
    product.title,
  ]);
  const data = blocks.find((block) => block['@type'] === 'Product');
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description,
    sku: '341',
    productID: '341',
    image: new URL(product.image_url, url('/')).href,
    offers: {
      '@type': 'Offer',
      priceCurrency: 'USD',
      availability: product.inStock === false ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
    },
  });
  expect(Number(data.offers.price)).toBeGreaterThan(0);

  await page.getByRole('combobox', { name: 'Currency' }).first().selectOption('NGN');
  await page.waitForFunction(() =>
    [...document.head.querySelectorAll('script[type="application/ld+json"]')].some((block) => block.textContent?.includes('"NGN"')),
  );

  await page.goto('/store');
  await expect(page.locator('[data-product-id]').first()).toBeVisible();
  await expect(page.locator('head script[type="application/ld+json"]')).toHaveCount(0);
});

test('the server answers robots.txt and a sitemap.xml with every product page', async ({ url }) => {
  const robots = await (await fetch(url('/robots.txt'))).text();
  expect(robots).toContain('Disallow: /checkout');
  // The store's public base URL (PUBLIC_BASE_URL, by default http://localhost:PORT), not the address the tests use.
  const publicBase = robots.match(/^Sitemap: (https?:\/\/[^/]+)\/sitemap\.xml$/m)![1];
  const sitemap = await (await fetch(url('/sitemap.xml'))).text();
  expect(sitemap).toContain(`<loc>${publicBase}/product-detail/341</loc>`);
  expect(sitemap).toContain(`<loc>${publicBase}/store</loc>`);
});
