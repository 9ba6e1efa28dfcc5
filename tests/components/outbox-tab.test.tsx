import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import type { ApiSchema } from '@client/lib/api-client';
import OutboxTab from '@client/features/admin/outbox/outbox-tab';
import { answer, requestsTo } from './network';
import { renderPart } from './render';

// /admin → Outbox alone: the list with its status badges and filter, the notice when no mail server
// is configured, and one e-mail opened: its text, and its HTML in a frame that runs nothing.

// The admin's messages with values and plurals are formatted from its catalog, loaded as its page loads it.

type Summary = ApiSchema['OutboxEmailSummary'];

const at = '2026-11-20T09:30:00.000Z';
const summaries: Summary[] = [
  {
    id: 3,
    to: 'sara@example.sa',
    subject: 'A new offer on Olaya Villa',
    kind: 'offer-received',
    category: 'communications',
    status: 'held',
    attempts: 0,
    lastError: null,
    createdAt: at,
    sentAt: null,
  },
  {
    id: 2,
    to: 'omar@example.sa',
    subject: 'Choose a new password',
    kind: 'password-reset',
    category: 'requested',
    status: 'failed',
    attempts: 1,
    lastError: 'SMTP 550: Mailbox unavailable',
    createdAt: at,
    sentAt: null,
  },
  {
    id: 1,
    to: 'noura@example.sa',
    subject: 'Confirm your e-mail address',
    kind: 'verify-email',
    category: 'requested',
    status: 'sent',
    attempts: 1,
    lastError: null,
    createdAt: at,
    sentAt: at,
  },
];

const counts = { queued: 0, sent: 1, failed: 1, held: 1 };

function answerList(smtpConfigured: boolean) {
  answer('GET', '/api/admin/outbox', ({ query }) => {
    const status = query.get('status');
    const items = status ? summaries.filter((s) => s.status === status) : summaries;
    return { body: { items, total: items.length, page: 1, pageSize: 20, counts, smtpConfigured } };
  });
}

const HTML = '<!doctype html><html><body><h1>Manzil</h1><p>Hello Sara,</p><script>document.title = "ran"</script></body></html>';

describe('the Outbox tab', () => {
  test('lists the e-mails with their status, and says plainly that no mail server is configured', async () => {
    answerList(false);
    await renderPart(<OutboxTab />);

    await expect.element(page.getByText('No mail server is configured, so e-mails are kept here and not sent.')).toBeVisible();
    const rows = page.getByTestId('outbox-row');
    await expect.element(rows.nth(2)).toBeVisible();
    expect(rows.all()).toHaveLength(3);
    await expect.element(rows.nth(0).getByRole('cell').nth(1)).toHaveTextContent('Held');
    await expect.element(rows.nth(1).getByRole('cell').nth(1)).toHaveTextContent('Failed');
    await expect.element(rows.nth(1)).toHaveTextContent('SMTP 550: Mailbox unavailable');
    await expect.element(rows.nth(2).getByRole('cell').nth(1)).toHaveTextContent('Sent');
    await expect.element(page.getByText('3 e-mails.', { exact: false })).toBeVisible();
  });

  test('with a mail server, there is no such notice', async () => {
    answerList(true);
    await renderPart(<OutboxTab />);
    await expect.element(page.getByTestId('outbox-row').nth(0)).toBeVisible();
    await expect.element(page.getByText('No mail server is configured', { exact: false })).not.toBeInTheDocument();
  });

  test('the status filter asks the server for that status, and shows the counts', async () => {
    answerList(true);
    await renderPart(<OutboxTab />);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await expect.element(page.getByRole('option', { name: 'All e-mails (3)' })).toBeVisible();
    await page.getByRole('option', { name: 'Failed (1)' }).click();

    await expect.element(page.getByRole('button', { name: 'Choose a new password' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'A new offer on Olaya Villa' })).not.toBeInTheDocument();
    expect(requestsTo('GET', '/api/admin/outbox').at(-1)!.query.get('status')).toBe('failed');
  });

  test('opens an e-mail: its details, its HTML in a sandboxed frame that runs no script, its text', async () => {
    answerList(false);
    answer('GET', '/api/admin/outbox/{id}', {
      body: {
        ...summaries[0],
        messageId: '<3f1c@manzil.sa>',
        from: 'Manzil <no-reply@manzil.sa>',
        headers: {
          'List-Unsubscribe': '<https://manzil.sa/api/unsubscribe?token=abc>',
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
        text: 'Hello Sara,\n\nAhmed offered 2,450,000 SAR.\n',
        html: HTML,
      },
    });
    await renderPart(<OutboxTab />);
    await page.getByRole('button', { name: 'A new offer on Olaya Villa' }).click();

    const dialog = page.getByRole('dialog', { name: 'A new offer on Olaya Villa' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog.getByText('Manzil <no-reply@manzil.sa>')).toBeVisible();
    await expect.element(dialog.getByText('<3f1c@manzil.sa>')).toBeVisible();
    await expect.element(dialog.getByText('Kept here: no mail server is configured, so it was not sent.')).toBeVisible();
    await expect.element(dialog.getByText('List-Unsubscribe=One-Click')).toBeVisible();
    expect(requestsTo('GET', '/api/admin/outbox/{id}')[0].path).toBe('/api/admin/outbox/3');

    const frame = dialog.getByTitle('Formatted e-mail: A new offer on Olaya Villa');
    await expect.element(frame).toBeVisible();
    const iframe = frame.element() as HTMLIFrameElement;
    // sandbox="" grants nothing: no scripts, and an origin of its own, so the page cannot be reached from it.
    expect(iframe.getAttribute('sandbox')).toBe('');
    expect(iframe.srcdoc).toBe(HTML);
    expect(iframe.contentDocument).toBeNull();

    await dialog.getByRole('tab', { name: 'Plain text' }).click();
    await expect.element(dialog.getByText('Ahmed offered 2,450,000 SAR.', { exact: false })).toBeVisible();
  });
});
