// axe-core over what a test rendered: WCAG 2.1 A/AA and best practices, as the store's e2e tour checks its pages.
// jsdom has no layout, so colour contrast is left to that tour; every other rule runs.
import axe from 'axe-core';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** The violations on the page, as "rule: element (why)" lines; an empty list when there are none. */
export async function axeViolations(root: Element = document.body): Promise<string[]> {
  const { violations } = await axe.run(root, { runOnly: { type: 'tag', values: TAGS }, rules: { 'color-contrast': { enabled: false } } });
  return violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} (${node.failureSummary})`));
}
