import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Header } from '@client/components/header';
import type { ApiSchema } from '@client/lib/api-client';
import { answer, requestsTo, type SentRequest } from './network';
import { renderPart, signInAs } from './render';

// The header's bell and unread badges (docs/product.md#notifications): the count on the bell and its
// name, the badges on My Bids and Messages, the latest ten in its menu, opening one, marking all read.

type Notification = ApiSchema['Notification'];

const OFFER_KINDS = ['offer-received', 'offer-accepted', 'offer-rejected', 'offer-withdrawn'];
const MESSAGE_KINDS = ['inquiry-received', 'inquiry-reply', 'viewing-confirmed', 'viewing-proposed'];

function aNotification(id: number, o: Partial<Notification> = {}): Notification {
  return {
    id,
    kind: 'offer-received',
    title: `Notice ${id}`,
    body: `What happened ${id}`,
    link: '/bids?tab=received',
    createdAt: new Date(Date.UTC(2026, 0, 1, 12, id)).toISOString(),
    readAt: null,
    ...o,
  };
}

/** A server holding these notifications (newest first), answering the list and marking read as ours does. */
function serve(stored: Notification[]) {
  const summary = () => {
    const unread = stored.filter((n) => n.readAt === null);
    return {
      unreadCount: unread.length,
      unread: {
        offers: unread.filter((n) => OFFER_KINDS.includes(n.kind)).length,
        messages: unread.filter((n) => MESSAGE_KINDS.includes(n.kind)).length,
      },
    };
  };
  answer('GET', '/api/notifications', (request: SentRequest) => {
    const pageSize = Number(request.query.get('pageSize') ?? 24);
    return { body: { items: stored.slice(0, pageSize), total: stored.length, page: 1, pageSize, ...summary() } };
  });
  answer('POST', '/api/notifications/read', (request: SentRequest) => {
    const body = request.body as { ids?: number[]; all?: true };
    for (const n of stored) if (body.all || body.ids?.includes(n.id)) n.readAt ??= '2026-01-02T00:00:00.000Z';
    return { body: summary() };
  });
}

const bell = () => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
const nav = () => page.getByRole('navigation', { name: 'Main' });

describe('the bell', () => {
  test('shows the unread count in its badge and its name, and badges My Bids and Messages from the same answer', async () => {
    signInAs();
    serve([
      aNotification(5, { kind: 'inquiry-reply', link: '/messages?inquiry=3' }),
      aNotification(4),
      aNotification(3, { kind: 'offer-accepted', link: '/bids' }),
      aNotification(2, { kind: 'password-changed', link: '/account' }),
      aNotification(1, { readAt: '2026-01-01T13:00:00.000Z' }),
    ]);
    await renderPart(<Header />);

    await expect.element(bell()).toHaveAccessibleName('Notifications, 4 unread');
    await expect.element(page.getByTestId('bell-count')).toHaveTextContent('4');
    // The links keep their names; the badge beside each describes it.
    await expect.element(nav().getByRole('link', { name: 'My Bids', exact: true })).toHaveAccessibleDescription('2 unread');
    await expect.element(nav().getByRole('link', { name: 'Messages', exact: true })).toHaveAccessibleDescription('1 unread');
    // One request feeds the bell and the badges.
    expect(requestsTo('GET', '/api/notifications')).toHaveLength(1);
  });

  test('says 99+ past 99, and no count and no badges when nothing is unread', async () => {
    signInAs();
    serve(Array.from({ length: 150 }, (_, i) => aNotification(150 - i)));
    await renderPart(<Header />);
    await expect.element(bell()).toHaveAccessibleName('Notifications, 150 unread');
    await expect.element(page.getByTestId('bell-count')).toHaveTextContent('99+');
    await expect.element(nav().getByTestId('unread-badge')).toHaveTextContent('99+ unread');
  });

  test('nothing unread: the bell is plain "Notifications", with no count, and the links have no badge', async () => {
    signInAs();
    serve([aNotification(1, { readAt: '2026-01-01T13:00:00.000Z' })]);
    await renderPart(<Header />);
    await userEvent.click(bell());
    // Loaded: the one notification is listed, read.
    await expect.element(page.getByRole('menuitem', { name: /^Notice 1 / })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(bell()).toHaveAccessibleName('Notifications');
    expect(page.getByTestId('bell-count').elements()).toHaveLength(0);
    expect(page.getByTestId('unread-badge').elements()).toHaveLength(0);
  });

  test('opens on the latest ten, unread ones marked; "Mark all as read" clears the count and the badges', async () => {
    signInAs();
    serve([
      ...Array.from({ length: 11 }, (_, i) => aNotification(20 - i, { kind: i % 2 ? 'inquiry-reply' : 'offer-received' })),
      aNotification(1, { readAt: '2026-01-01T13:00:00.000Z' }),
    ]);
    await renderPart(<Header />);
    await expect.element(bell()).toHaveAccessibleName('Notifications, 11 unread');

    await userEvent.click(bell());
    const menu = page.getByRole('menu', { name: 'Notifications' });
    await expect.element(menu.getByRole('menuitem', { name: /^Unread: Notice 20/ })).toBeVisible();
    // The list asks for the latest ten.
    expect(requestsTo('GET', '/api/notifications').every((r) => r.query.get('pageSize') === '10')).toBe(true);
    expect(menu.getByRole('menuitem', { name: /Notice/ }).elements()).toHaveLength(10);
    await expect.element(menu.getByRole('menuitem', { name: 'See all' })).toHaveAttribute('href', '/notifications');

    await userEvent.click(menu.getByRole('menuitem', { name: 'Mark all as read' }));
    expect(requestsTo('POST', '/api/notifications/read').map((r) => r.body)).toEqual([{ all: true }]);
    // Still open, every item read now.
    await expect.element(menu.getByRole('menuitem', { name: /^Notice 20/ })).toBeVisible();
    expect(menu.getByRole('menuitem', { name: /^Unread:/ }).elements()).toHaveLength(0);
    await userEvent.keyboard('{Escape}');
    await expect.element(bell()).toHaveAccessibleName('Notifications');
    expect(nav().getByTestId('unread-badge').elements()).toHaveLength(0);
  });

  test('an item opens its page and marks it read; a read one is only opened', async () => {
    signInAs();
    serve([
      aNotification(2, { title: 'New offer on Villa in Al Malqa', link: '/bids?tab=received' }),
      aNotification(1, {
        title: 'Viewing confirmed for Villa',
        kind: 'viewing-confirmed',
        link: '/messages?inquiry=7',
        readAt: '2026-01-01T13:00:00.000Z',
      }),
    ]);
    const { history } = await renderPart(<Header />, { path: '/buy' });
    await userEvent.click(bell());
    await userEvent.click(page.getByRole('menuitem', { name: /New offer on Villa in Al Malqa/ }));
    expect(history.at(-1)).toBe('/bids?tab=received');
    await expect.element(bell()).toHaveAccessibleName('Notifications');
    expect(requestsTo('POST', '/api/notifications/read').map((r) => r.body)).toEqual([{ ids: [2] }]);

    await userEvent.click(bell());
    await userEvent.click(page.getByRole('menuitem', { name: /Viewing confirmed for Villa/ }));
    expect(history.at(-1)).toBe('/messages?inquiry=7');
    expect(requestsTo('POST', '/api/notifications/read')).toHaveLength(1);
  });
});

describe('a session that ended', () => {
  test('found by the bell’s check, the header quietly shows Sign In (no "Unauthorized" toast, no trip to the sign-in page)', async () => {
    signInAs();
    answer('GET', '/api/notifications', { status: 401, body: { message: 'Unauthorized' } });
    await renderPart(<Header />, { path: '/buy' });
    await expect.element(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(page.getByRole('button', { name: /^Notifications/ }).elements()).toHaveLength(0);
    expect(page.getByText('Unauthorized').elements()).toHaveLength(0);
  });
});
