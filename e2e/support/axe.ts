// axe-core on a page: the rules the tours hold every screen to, and its violations as one line each (rule: the
// elements, with what fails), so a failing check names what to fix.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rules of WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** WCAG 2.1 A and AA, plus axe's best practices: what the page tour holds every screen to. */
export const WCAG_21_AA_AND_BEST_PRACTICE = [...WCAG_21_AA, 'best-practice'];

export interface AxeScope {
  /** Only the elements this selector matches (default: the whole page). */
  include?: string;
  /** Only the rules of these tags (default: every rule axe runs by default). */
  tags?: string[];
}

/**
 * axe runs in the page itself (`setLegacyMode`): the default mode runs it per frame and then combines the results in a
 * second, blank page, which is for frames of other origins — the store has no frames — and costs each check a page
 * and a second injection of axe (on /store 1.5 s instead of 3.2–4.0 s, the same rules and results).
 */
export async function axeViolations(page: Page, { include, tags }: AxeScope = {}): Promise<string[]> {
  // Only violations are read: axe then keeps one node of each other result type instead of describing (with a CSS
  // selector) every element that passed, which took about a quarter of the check (20 store pages: 20–30 core-seconds
  // of axe instead of 28–42); the violations, with all their elements, are the same.
  let builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
  if (include) builder = builder.include(include);
  if (tags) builder = builder.withTags(tags);
  const { violations } = await builder.analyze();
  return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} (${node.failureSummary})`).join(' | ')}`);
}
