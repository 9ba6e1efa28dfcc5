import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// The accessibility rules every page of the journeys is checked against: axe's defaults and, beyond
// them, label-content-name-mismatch (WCAG 2.5.3: a control's accessible name holds the words seen on
// it, so a voice-control user can say them). axe marks that rule "experimental" and leaves it off
// unless asked.

/** axe.run options: pass to `new AxeBuilder({ page }).options(AXE_RUN_OPTIONS)`. */
export const AXE_RUN_OPTIONS = { rules: { 'label-content-name-mismatch': { enabled: true } } };

/** Fails when a control on the page, as it is now, is named without the words it shows. */
export async function expectNamesHoldTheirWords(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).options(AXE_RUN_OPTIONS).withRules(['label-content-name-mismatch']).analyze();
  expect(results.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`))).toEqual([]);
}
