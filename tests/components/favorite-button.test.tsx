import { describe, expect, onTestFinished, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { FavoriteButton } from '@client/components/favorite-button';
import { queryClient } from '@client/lib/query-client';
import { answer, requestsTo } from './network';
import { renderPart, signInAs } from './render';

// The heart (docs/product.md#favourites): a toggle named after the listing that shows its new state
// at once, goes back if the server refuses, and, signed out, asks to sign in and saves the listing
// once the visitor is back signed in.

const VILLA = { id: 42, title: 'Villa in Al Malqa' };
const ONE = '/api/favorites/{propertyId}';

const heart = () => page.getByRole('button', { name: 'Save Villa in Al Malqa' });
const renderHeart = () => renderPart(<FavoriteButton listing={VILLA} />, { path: '/buy' });

describe('signed in', () => {
  test('a click saves the listing at once and a second click removes it', async () => {
    signInAs({ role: 'buyer' });
    // As the server would: 42 is among the ids once saved, and no longer once removed.
    answer('GET', '/api/favorites/ids', () => ({
      body: { ids: requestsTo('PUT', ONE).length > requestsTo('DELETE', ONE).length ? [42, 7] : [7] },
    }));
    answer('PUT', ONE, { body: { propertyId: 42, savedAt: '2026-03-01T10:00:00.000Z' }, delayMs: 400 });
    answer('DELETE', ONE, { status: 204 });
    await renderHeart();

    await expect.element(heart()).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart());
    // Pressed before the server has answered.
    await expect.element(heart()).toHaveAttribute('aria-pressed', 'true');
    expect(requestsTo('PUT', ONE).map((r) => r.path)).toEqual(['/api/favorites/42']);
    await expect.poll(() => queryClient.isFetching() + queryClient.isMutating()).toBe(0);

    await userEvent.click(heart());
    await expect.element(heart()).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => requestsTo('DELETE', ONE).map((r) => r.path)).toEqual(['/api/favorites/42']);
  });

  test('a read of the ids that set out before the save landed cannot leave the heart empty', async () => {
    signInAs({ role: 'buyer' });
    let saved = false;
    // A read answers what the server held when it arrived, and the one sent before the save is slow.
    answer('GET', '/api/favorites/ids', () => ({ body: { ids: saved ? [42] : [] }, delayMs: saved ? 0 : 600 }));
    answer('PUT', ONE, async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      saved = true;
      return { body: { propertyId: 42, savedAt: '2026-03-01T10:00:00.000Z' } };
    });
    await renderHeart();
    await expect.poll(() => queryClient.isFetching()).toBe(0);

    await userEvent.click(heart());
    await expect.poll(() => requestsTo('PUT', ONE)).toHaveLength(1);
    // Another heart of the page mounts meanwhile and reads the ids while the save is on its way.
    void queryClient.refetchQueries({ queryKey: ['get', '/api/favorites/ids'] });
    await expect.poll(() => saved).toBe(true);
    await expect.poll(() => queryClient.isFetching()).toBe(0);
    await expect.element(heart()).toHaveAttribute('aria-pressed', 'true');
  });

  test('a heart already saved shows pressed; when the server refuses a change, the heart goes back and says so', async () => {
    signInAs({ role: 'buyer' });
    answer('GET', '/api/favorites/ids', { body: { ids: [42] } });
    answer('DELETE', ONE, { status: 500, body: { message: 'Something went wrong' }, delayMs: 300 });
    await renderHeart();

    await expect.element(heart()).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart());
    await expect.element(heart()).toHaveAttribute('aria-pressed', 'false');
    await expect.element(page.getByText('Could not remove')).toBeVisible();
    await expect.element(heart()).toHaveAttribute('aria-pressed', 'true');
  });
});

test('signed out, the heart asks to sign in like Make Offer, and the listing is saved once signed in', async () => {
  // The app leaves for the sign-in page with window.location; the test page must stay, so the
  // navigation is recorded and cancelled (Navigation API).
  const attempted: string[] = [];
  const hold = (event: NavigateEvent) => {
    attempted.push(event.destination.url);
    event.preventDefault();
  };
  navigation.addEventListener('navigate', hold);
  onTestFinished(() => navigation.removeEventListener('navigate', hold));
  answer('PUT', ONE, { body: { propertyId: 42, savedAt: '2026-03-01T10:00:00.000Z' } });
  await renderHeart();

  await userEvent.click(heart());
  await expect.element(page.getByText('Login Required')).toBeVisible();
  await expect.poll(() => attempted.length, { timeout: 3000 }).toBe(1);
  const target = new URL(attempted[0]);
  expect(target.pathname).toBe('/api/login');
  expect(target.searchParams.get('returnTo')).toBe(window.location.pathname + window.location.search);
  expect(requestsTo('PUT', ONE)).toHaveLength(0);

  // Back from the sign-in, signed in: the page's heart saves the listing it was asked for.
  await cleanup();
  queryClient.clear();
  signInAs({ role: 'buyer' });
  // As the server would: the listing is among the ids once it has been saved.
  answer('GET', '/api/favorites/ids', () => ({ body: { ids: requestsTo('PUT', ONE).length > 0 ? [42] : [] } }));
  await renderHeart();
  await expect.poll(() => requestsTo('PUT', ONE).map((r) => r.path)).toEqual(['/api/favorites/42']);
  await expect.element(page.getByText('Villa in Al Malqa is in your Saved listings.')).toBeVisible();
  await expect.element(heart()).toHaveAttribute('aria-pressed', 'true');

  // Once only: another visit does not save it again.
  await cleanup();
  queryClient.clear();
  await renderHeart();
  await expect.element(heart()).toBeEnabled();
  expect(requestsTo('PUT', ONE)).toHaveLength(1);
});
