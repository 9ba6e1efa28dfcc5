import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { startServer, type RunningServer } from '../../scripts/lib/server';
import { AXE_RUN_OPTIONS } from './axe-rules';
import { linkIn, startSmtpPeer, type SmtpPeer } from '../setup/smtp';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/index';
import type { ApiSchema } from '../../src/client/lib/api-client';

type PropertyDto = ApiSchema['Property'];
type PropertyPage = ApiSchema['PropertyPage'];

/**
 * Each Playwright worker gets a server of its own: the production build (BUILD_DIR, default dist)
 * started as deployed (NODE_ENV=production, the demo data with its published passwords) on a free
 * port with a fresh data directory. So the workers run side by side, each on data only its own
 * tests change, and every test's `baseURL` (and `page`, `request`) points at its worker's server.
 * The server delivers its e-mails to a real SMTP server of the worker's (`mail`), where tests read them.
 */
export const test = base.extend<object, { site: RunningServer; mail: SmtpPeer }>({
  mail: [
    async ({}, use) => {
      const peer = await startSmtpPeer();
      await use(peer);
      await peer.close();
    },
    { scope: 'worker' },
  ],
  site: [
    async ({ mail }, use) => {
      const server = await startServer({
        env: {
          LOG_LEVEL: 'error',
          LOGIN_RATE_LIMIT: '1000',
          SIGNUP_RATE_LIMIT: '1000',
          SEARCH_RATE_LIMIT: '100000',
          WRITE_RATE_LIMIT: '1000',
          SMTP_URL: mail.url,
        },
      });
      await use(server);
      await server.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ site }, use) => use(site.url),
});

export { expect };
export const demo = (role: 'admin' | 'developer' | 'buyer' | 'investor') => DEMO_ACCOUNTS.find((a) => a.role === role)!;

/**
 * The link starting with `pathPrefix` (`/reset-password?token=`) in the latest e-mail to `address`
 * that has one, once the server's worker has delivered it (it polls its outbox every second).
 */
export async function emailedLink(mail: SmtpPeer, address: string, pathPrefix: string): Promise<string> {
  let link: URL | undefined;
  await expect
    .poll(
      () => {
        const email = mail
          .to(address)
          .filter((m) => m.text.includes(pathPrefix))
          .at(-1);
        link = email ? linkIn(email, pathPrefix) : undefined;
        return link?.href;
      },
      { message: `an e-mail to ${address} with a link to ${pathPrefix}`, timeout: 20_000 },
    )
    .toBeTruthy();
  // The path and query: the page opens it on the test's own server.
  return link!.pathname + link!.search;
}

/** Fails on serious or critical accessibility violations of the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  // Half-faded text (a toast or dialog mid-transition) would be measured at the wrong contrast.
  // (Endless ones, like a spinner, are not waited for.)
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page }).options(AXE_RUN_OPTIONS).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    ),
  ).toEqual([]);
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

/**
 * Remembers, across page loads of the tab, whether each of `texts` was ever on screen — for
 * messages that are shown only for a moment before a redirect (a busy machine may not let a
 * polling assertion catch a 500 ms window). Read it back with `seenTexts`.
 */
export async function watchForTexts(page: Page, texts: string[]): Promise<void> {
  await page.addInitScript((wanted: string[]) => {
    const check = () => {
      const body = document.body?.innerText ?? '';
      const seen: string[] = JSON.parse(sessionStorage.getItem('e2e-seen') ?? '[]');
      const now = wanted.filter((t) => !seen.includes(t) && body.includes(t));
      if (now.length) sessionStorage.setItem('e2e-seen', JSON.stringify([...seen, ...now]));
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
  }, texts);
}

export async function seenTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-seen') ?? '[]') as string[]);
}

/**
 * axe reads a toast that is fading in or out at partial opacity as low contrast: check once they are
 * gone. Toasts load their code on first use, so a toast just asked for may not be on screen yet:
 * the network settles first (that code has arrived, and the toast is shown), then every toast goes.
 */
export async function toastsGone(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
}

/** A page in its own browser context (own cookies), signed in as the given demo account. */
export async function signedInPage(
  browser: Browser,
  baseURL: string | undefined,
  role: 'developer' | 'buyer' | 'investor',
  before?: (page: Page) => Promise<void>,
): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await before?.(page);
  const account = demo(role);
  await signIn(page, account.email, account.password);
  return page;
}

/** The signed-in user's id (the request shares the page's cookies). */
export async function userId(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/auth/user');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { id: string }).id;
}

export async function listings(request: APIRequestContext, query = ''): Promise<PropertyDto[]> {
  const res = await request.get(`/api/properties?pageSize=100${query}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as PropertyPage).items;
}

/** An active, for-sale listing owned by the demo developer. */
export async function developerListing(request: APIRequestContext, developerId: string): Promise<PropertyDto> {
  const listing = (await listings(request, '&forSale=true')).find(
    (p) => p.developerId === developerId && p.status === 'active' && p.forSale,
  );
  expect(listing, "the seed has an active for-sale listing of the demo developer's").toBeDefined();
  return listing!;
}

/**
 * Picks `option` in the select labelled `label` (within `within`, a dialog say), and waits for its list to close (axe never runs
 * with a Radix list open). A click that lands while the list is still opening is not taken as a
 * choice (Radix guards the first pointer-up after opening), so it is tried again until the select
 * shows the option.
 */
export async function choose(page: Page, label: string, option: string, within: Page | Locator = page): Promise<void> {
  const select = within.getByRole('combobox', { name: label, exact: true });
  await expect(async () => {
    if (!(await page.getByRole('listbox').isVisible())) await select.click();
    await page.getByRole('option', { name: option, exact: true }).click({ timeout: 2_000 });
    await expect(page.getByRole('listbox')).toHaveCount(0, { timeout: 1_000 });
    await expect(select).toContainText(option, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** A user-written text (a listing's title) as a literal inside a RegExp: titles hold brackets and dots. */
export function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
