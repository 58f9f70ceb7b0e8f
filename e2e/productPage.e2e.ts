// It looks like a shop, at desktop and phone sizes: a product page has a gallery of drawn views with
// thumbnail buttons, breadcrumbs and the catalogue's rating; home's hero and category banners show pictures.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { waitForSettledScreen } from './support/settledScreen';
import { JOURNEY_SIZES, PHONE } from './support/viewports';

interface ProductJson {
  id: number;
  title: string;
  category_name: string;
  rating: number;
  review_count: number;
}

/** Whether the picture has arrived and decoded (the server draws one that was not made yet). */
const loadedWidth = (image: Locator) => image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0));

/**
 * Whether the picture lies inside the gallery's main frame, not in a slide off to its side. A picture the gallery has
 * just replaced (the Swiper taking over from the still picture) is not shown; the caller polls again.
 */
const isShownInGallery = (image: Locator) =>
  image.evaluate((node) => {
    const gallery = node.closest('[aria-roledescription="gallery"]');
    if (!gallery) return false;
    const frame = gallery.firstElementChild!.getBoundingClientRect();
    const rect = node.getBoundingClientRect();
    return rect.width > 0 && rect.left >= frame.left - 1 && rect.right <= frame.right + 1;
  });

async function product(page: Page, id: number): Promise<ProductJson> {
  return (await page.request.get(`/api/v1/web/products/${id}`)).json();
}

for (const [size, viewport] of JOURNEY_SIZES) {
  test.describe(`the shop at ${size} size`, () => {
    test.use({ viewport });

    test('a product page shows breadcrumbs, the rating and a gallery whose second thumbnail shows the second view', async ({ page }) => {
      // Product 1 is a tee: its gallery is front, back, close-up.
      const tee = await product(page, 1);
      expect(tee.review_count).toBeGreaterThan(0);
      await page.goto('/product-detail/1');
      await waitForSettledScreen(page);

      const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      expect(await breadcrumbs.getByRole('listitem').allInnerTexts()).toEqual(['Home', tee.category_name, tee.title]);
      await expect(breadcrumbs.getByRole('link', { name: 'Home' })).toBeVisible();
      expect(await breadcrumbs.getByRole('link', { name: tee.category_name }).getAttribute('href')).toMatch(/^\/store\?.*category=/);

      const ratingText = `Rated ${tee.rating} out of 5 (${tee.review_count} ${tee.review_count === 1 ? 'review' : 'reviews'})`;
      await expect(page.getByText(ratingText, { exact: true })).toBeAttached();

      const gallery = page.getByRole('region', { name: 'Product pictures' });
      const front = gallery.getByRole('img', { name: `${tee.title} — Front view` });
      await expect.poll(() => loadedWidth(front)).toBeGreaterThan(0);
      const thumbs = gallery.getByRole('button');
      expect(await thumbs.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')))).toEqual([
        'Show front view',
        'Show back view',
        'Show close-up',
      ]);

      await thumbs.nth(1).click();
      await expect(thumbs.nth(1)).toHaveAttribute('aria-current', 'true');
      const back = gallery.getByRole('img', { name: `${tee.title} — Back view` });
      await expect.poll(() => loadedWidth(back)).toBeGreaterThan(0);
      expect(await back.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/\/media\/products\/1\/back-\d+\.webp$/);
      // The back is the view on screen now (the slide moved), and the front is no longer offered to assistive technology.
      await expect.poll(() => isShownInGallery(back)).toBe(true);
      expect(await gallery.getByRole('img', { name: `${tee.title} — Front view` }).count()).toBe(0);

      // The keyboard reaches the thumbnails and moves between them with the arrow keys.
      await thumbs.nth(1).focus();
      await page.keyboard.press('ArrowRight');
      await expect(thumbs.nth(2)).toHaveAttribute('aria-current', 'true');
      await expect(gallery.getByRole('img', { name: `${tee.title} — Close-up` })).toBeVisible();
    });

    test("home's hero shows its picture, and each category banner a picture and its name once", async ({ page }) => {
      await page.goto('/');
      await waitForSettledScreen(page);
      const hero = page.getByRole('region', { name: 'Highlights' }).getByRole('img', { name: /headphones/i });
      await expect.poll(() => loadedWidth(hero)).toBeGreaterThan(0);
      const box = (await hero.boundingBox())!;
      expect(box.width).toBeGreaterThan(viewport.width / 3);

      const banners = page.getByRole('region', { name: 'Shop by category' }).locator('article');
      await expect(banners).toHaveCount(2);
      for (const banner of await banners.all()) {
        const picture = banner.locator('img');
        await picture.scrollIntoViewIfNeeded();
        await expect.poll(() => loadedWidth(picture)).toBeGreaterThan(0);
        expect(await picture.getAttribute('src')).toMatch(/^\/media\/categories\/[a-z-]+-600\.webp$/);
        // The picture carries no words; the name is shown once, in the heading (the link adds it for screen readers only).
        const name = await banner.getByRole('heading').innerText();
        await expect(banner.getByRole('link', { name: `Shop Now ${name}` })).toBeVisible();
        const shownText = await banner.evaluate((node) => {
          const copy = node.cloneNode(true) as HTMLElement;
          copy.querySelectorAll('.visually-hidden').forEach((hidden) => hidden.remove());
          return copy.textContent ?? '';
        });
        expect(shownText.split(name)).toHaveLength(2);
      }
    });
  });
}

test.describe('the gallery on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('the Swiper loads only when a finger touches the picture, and the first swipe already moves to the next view (decision 0036)', async ({ page }) => {
    const tee = await product(page, 1);
    await page.goto('/product-detail/1');
    await waitForSettledScreen(page);
    const gallery = page.getByRole('region', { name: 'Product pictures' });
    const front = gallery.getByRole('img', { name: `${tee.title} — Front view` });
    await expect.poll(() => loadedWidth(front)).toBeGreaterThan(0);
    expect(await gallery.locator('.swiper').count()).toBe(0);

    const scriptsAfterTouch: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scriptsAfterTouch.push(new URL(request.url()).pathname));
    const finger = { pointerType: 'touch', pointerId: 1, isPrimary: true, bubbles: true, clientY: 200 };
    await front.dispatchEvent('pointerdown', { ...finger, clientX: 300 });
    await front.dispatchEvent('pointerup', { ...finger, clientX: 200 });

    await expect(gallery.getByRole('button', { name: 'Show back view' })).toHaveAttribute('aria-current', 'true');
    const back = gallery.getByRole('img', { name: `${tee.title} — Back view` });
    await expect.poll(() => isShownInGallery(back)).toBe(true);
    await expect(gallery.locator('.swiper')).toHaveCount(1);
    expect(scriptsAfterTouch.filter((script) => script.startsWith('/mf/catalog/')).length).toBeGreaterThan(0);
    await expect.poll(() => isShownInGallery(back)).toBe(true);
  });
});

test('the sample player plays the clip, shows where it is and pauses, by keyboard (decision 0038)', async ({ page }) => {
  const beats = await product(page, 341);
  await page.goto('/product-detail/341');
  const player = page.getByRole('figure', { name: 'Listen to a sample' });
  await expect(player.locator('audio')).not.toHaveAttribute('controls');
  const play = player.getByRole('button', { name: `Play the sample of ${beats.title}` });
  const position = player.getByRole('slider', { name: `Position in the sample of ${beats.title}` });
  await expect(position).toBeDisabled();

  await play.focus();
  await page.keyboard.press('Space');
  const pause = player.getByRole('button', { name: `Pause the sample of ${beats.title}` });
  await expect(pause).toBeFocused();
  await expect(position).toBeEnabled();
  await expect(position).toHaveAttribute('aria-valuetext', /^0:0[1-9] of \d+:\d\d$/, { timeout: 10_000 });

  await page.keyboard.press('Enter');
  await expect(play).toBeFocused();
  const pausedAt = await position.getAttribute('aria-valuetext');
  await page.waitForTimeout(1_500);
  await expect(position).toHaveAttribute('aria-valuetext', pausedAt!);
  await expect(player.getByRole('alert')).toHaveCount(0);
});
