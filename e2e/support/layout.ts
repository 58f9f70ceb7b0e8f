// What a page's layout must hold at any width: nothing wider than the window (no sideways scrolling) and no carousel
// slide wider than the window or absurdly tall — the signs of a Swiper inside a grid or flex item that may not shrink.
import type { Page } from '@playwright/test';

export interface LayoutProblems {
  /** How many CSS pixels the page is wider than the window (0 when it fits). */
  overflowPx: number;
  /** Slides wider than the window or taller than three windows, as "index: width×height". */
  oversizedSlides: string[];
}

/** Scrolls through the page so lazily mounted sections (carousels below the fold) render, then measures. */
export async function layoutProblems(page: Page): Promise<LayoutProblems> {
  await page.evaluate(async () => {
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8));
    // At most 40 screens: a broken layout can be millions of pixels tall.
    const end = Math.min(document.documentElement.scrollHeight, step * 40);
    for (let y = 0; y < end; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => {
    const width = window.innerWidth;
    const height = window.innerHeight;
    const oversizedSlides = [...document.querySelectorAll('.swiper-slide')]
      .map((slide, index) => ({ index, box: slide.getBoundingClientRect() }))
      .filter(({ box }) => box.width > width + 1 || box.height > height * 3)
      .map(({ index, box }) => `${index}: ${Math.round(box.width)}×${Math.round(box.height)}`);
    return { overflowPx: Math.max(0, document.documentElement.scrollWidth - width), oversizedSlides };
  });
}
