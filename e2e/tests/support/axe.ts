// The accessibility bar of the browser tests: axe-core with the WCAG 2 A/AA rules finds no serious or
// critical violation on the page as it is now.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * `include`: a CSS selector to check only that part of the page (e.g. one form group); `tags`: the axe rule
 * tags to run instead of the WCAG 2.1 A/AA ones (e.g. with 'wcag22aa').
 */
export async function expectNoSeriousViolations(
  page: Page,
  include?: string,
  { tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }: { tags?: string[] } = {},
): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(tags);
  const results = await (include ? builder.include(include) : builder).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(serious).toEqual([]);
}
