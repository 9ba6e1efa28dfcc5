import type { Page } from '@playwright/test';
import { expect, expectAccessible } from './fixtures';

// An Arabic page as a reader of Arabic would check it (docs/product.md#languages): in Arabic, right
// to left, no English word of the interface left on screen or in its labels, nothing wider than the
// screen, and accessible.

/**
 * The interface's English words on the page: text and labels (aria-label, placeholder, alt, title)
 * with a run of three Latin letters. What is not the interface's is left out: user content (shown
 * with dir="auto" or in a bdi), things that read left to right whatever the language (dir="ltr": references,
 * e-mail addresses, phone numbers), names that are not translated (translate="no": brands such
 * as mada or Apple Pay), and what is marked as another language (the switch's "English").
 */
export async function englishLeft(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const skipped = (el: Element | null) =>
      !!el?.closest('[dir="auto"], bdi, [dir="ltr"], [translate="no"], [lang]:not(html):not([lang="ar"]), script, style, noscript, svg');
    // User content named inside a label ("Makkah Hospitality REIT: مموّلة بنسبة 58.5%") is not ours either.
    const userTexts = [...document.querySelectorAll('[dir="auto"], bdi')]
      .map((el) => el.textContent?.trim() ?? '')
      .filter((text) => text.length > 0)
      .sort((a, b) => b.length - a.length);
    const withoutUserText = (value: string) => userTexts.reduce((rest, text) => rest.split(text).join(''), value);
    const hidden = (el: Element) => {
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden') return true;
      // Screen-reader-only text is the interface too; an element outside every box is not.
      return el.getClientRects().length === 0 && !el.closest('.sr-only');
    };
    const latin = /[A-Za-z]{3,}/;
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // Text set apart by the isolate marks (FSI … PDI) is a user's, named inside a sentence of ours.
      const text = (node.textContent ?? '').replace(/\u2068[^\u2069]*\u2069/g, '').trim();
      const parent = node.parentElement;
      if (!text || !parent || skipped(parent) || hidden(parent)) continue;
      if (latin.test(text)) found.add(text.slice(0, 80));
    }
    for (const el of document.querySelectorAll('[aria-label], [placeholder], img[alt], [title]')) {
      if (skipped(el) || hidden(el)) continue;
      for (const attr of ['aria-label', 'placeholder', 'alt', 'title']) {
        const value = el.getAttribute(attr)?.trim();
        if (value && latin.test(withoutUserText(value))) found.add(`${attr}="${value.slice(0, 80)}"`);
      }
    }
    return [...found];
  });
}

/** The page is Arabic, right to left, fits the screen, has no English of ours left, and passes axe. */
export async function expectArabicPage(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.waitForLoadState('networkidle');
  expect(await englishLeft(page), `English left on ${page.url()}`).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${page.url()} is wider than the screen`).toBeLessThanOrEqual(0);
  await expectAccessible(page);
}
