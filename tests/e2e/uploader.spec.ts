import type { Page } from '@playwright/test';
import { MAX_IMAGE_BYTES } from '../../src/shared/constants';
import { demo, expect, signIn, test, toastsGone } from './fixtures';

// The image uploader's client messages (JPEG, PNG or WebP up to 5 MB, checked by content:
// docs/product.md#limits) on /sell, through its real file input: a file that is not an image, an
// image over 5 MB, and a text file renamed to .png (refused by the server's content check, 415,
// with the same message).

/** The toast with this title, and its description. */
async function expectToast(page: Page, title: string, description: string): Promise<void> {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: title });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(description);
}

test.beforeEach(async ({ page }) => {
  const developer = demo('developer');
  await signIn(page, developer.email, developer.password);
  await page.goto('/sell');
  await expect(page.getByRole('heading', { name: 'Create New Property Listing' })).toBeVisible();
});

test('a .txt file is refused as an invalid file type, and nothing is uploaded', async ({ page }) => {
  const uploads: string[] = [];
  page.on('request', (r) => r.url().endsWith('/api/uploads') && uploads.push(r.method()));
  await page
    .getByLabel('Upload images')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image\n') });
  await expectToast(page, 'Invalid file type', 'Please upload only JPEG, PNG, or WebP images');
  await expect(page.getByRole('button', { name: 'Remove image 1' })).toHaveCount(0);
  expect(uploads).toEqual([]);
});

test('an image over 5 MB is refused as too large, and nothing is uploaded', async ({ page }) => {
  const uploads: string[] = [];
  page.on('request', (r) => r.url().endsWith('/api/uploads') && uploads.push(r.method()));
  // A PNG signature followed by padding: the size alone decides, before any upload.
  const big = Buffer.alloc(MAX_IMAGE_BYTES + 1);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(big);
  await page.getByLabel('Upload images').setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: big });
  await expectToast(page, 'File too large', 'Please upload images smaller than 5MB');
  await expect(page.getByRole('button', { name: 'Remove image 1' })).toHaveCount(0);
  expect(uploads).toEqual([]);
});

test('a text file renamed to .png passes the browser check but the server refuses it: invalid file type', async ({ page }) => {
  const refused = page.waitForResponse((r) => r.url().endsWith('/api/uploads') && r.request().method() === 'POST');
  await page
    .getByLabel('Upload images')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('just text, not a PNG\n') });
  expect((await refused).status()).toBe(415);
  await expectToast(page, 'Invalid file type', 'Please upload only JPEG, PNG, or WebP images');
  await expect(page.getByRole('button', { name: 'Remove image 1' })).toHaveCount(0);
  await toastsGone(page);
});
