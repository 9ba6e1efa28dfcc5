import { developerListing, signedInPage, userId, expect, expectAccessible, test, toastsGone } from './fixtures';

// Inquiries and the Messages page (docs/product.md#inquiries-and-conversations) against the
// production build and the demo seed, through the pages a person uses; rows are found by a unique
// text, so nothing depends on the seed's order or on what other tests did. (Signed out and a new
// account's empty lists: bids-messages.spec.ts.)

test('a buyer asks the owner from the listing, the developer replies in Messages, and the buyer reads the reply', async ({
  browser,
  baseURL,
}) => {
  const developer = await signedInPage(browser, baseURL, 'developer');
  const buyer = await signedInPage(browser, baseURL, 'buyer');
  const listing = await developerListing(buyer.request, await userId(developer.request));
  const question = `E2E question ${Date.now()}: is the price negotiable?`;

  // The buyer asks with Contact Owner; the other actions stay, so an offer can follow the question.
  await buyer.goto(`/properties/${listing.id}`);
  await expect(buyer.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
  await buyer.getByRole('button', { name: 'Contact Owner' }).click();
  await buyer.getByRole('textbox', { name: 'Message', exact: true }).fill(question);
  await buyer.getByLabel('Contact Phone').fill('0512345678');
  await buyer.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(buyer.getByText('Inquiry Sent!')).toBeVisible();
  await expect(buyer.getByText('Your inquiry has been sent successfully!')).toBeVisible();
  await expect(buyer.getByRole('button', { name: 'Send Inquiry' })).toHaveCount(0);
  await expect(buyer.getByRole('button', { name: 'Make Offer' })).toBeVisible();
  await expect(buyer.getByRole('button', { name: 'Schedule Viewing' })).toBeVisible();
  await toastsGone(buyer);
  await expectAccessible(buyer);

  // The developer goes from the listing's page (Open Messages) straight to Received Inquiries,
  // finds it pending, and answers it.
  await developer.goto(`/properties/${listing.id}`);
  await developer.getByRole('link', { name: 'Open Messages' }).click();
  await expect(developer).toHaveURL(/\/messages\?tab=received$/);
  await expect(developer.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(developer.getByRole('tab', { name: /^My Inquiries \(\d+\)$/ })).toBeVisible();
  await expect(developer.getByRole('tab', { name: /^Received Inquiries \(\d+\)$/ })).toHaveAttribute('aria-selected', 'true');
  const row = developer.getByRole('list', { name: 'Received inquiries' }).getByRole('listitem').filter({ hasText: question });
  await expect(row).toContainText('From Abdullah Al-Otaibi');
  await expect(row.getByTestId('inquiry-status')).toHaveText('pending');
  await expectAccessible(developer);
  await row.getByRole('button', { name: /Open conversation/ }).click();

  const dialog = developer.getByRole('dialog');
  await expect(dialog.getByRole('link', { name: listing.title })).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Messages' })).toContainText(question);
  await expect(dialog.getByRole('link', { name: '+966512345678' })).toBeVisible();
  const reply = `Yes, within reason. Reply ${Date.now()}`;
  await dialog.getByLabel('Your reply').fill(reply);
  await dialog.getByRole('button', { name: 'Send' }).click();
  const mine = dialog.getByRole('list', { name: 'Messages' }).getByRole('listitem').last();
  await expect(mine).toContainText(reply);
  await expect(mine).toContainText('You');
  await expect(dialog.getByTestId('inquiry-status')).toHaveText('responded');
  await expect(dialog.getByLabel('Your reply')).toHaveValue('');
  await expectAccessible(developer);
  // Closed, the list row shows the new status and the reply.
  await developer.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(row.getByTestId('inquiry-status')).toHaveText('responded');
  await expect(row).toContainText('1 reply');

  // The buyer sees the answer: the row is responded, and the conversation ends with the reply.
  await buyer.goto('/messages');
  const myRow = buyer.getByRole('list', { name: 'My inquiries' }).getByRole('listitem').filter({ hasText: question });
  await expect(myRow.getByTestId('inquiry-status')).toHaveText('responded');
  await expect(myRow).toContainText('To Saud Al-Rashid');
  await expect(myRow.getByRole('link', { name: listing.title })).toHaveAttribute('href', `/properties/${listing.id}`);
  await expectAccessible(buyer);
  await myRow.getByRole('button', { name: /Open conversation/ }).click();
  const buyerDialog = buyer.getByRole('dialog');
  const messages = buyerDialog.getByRole('list', { name: 'Messages' }).getByRole('listitem');
  await expect(messages.first()).toContainText(question);
  await expect(messages.first()).toContainText('You');
  await expect(messages.last()).toContainText(reply);
  await expect(messages.last()).toContainText('Saud Al-Rashid');
  await expect(buyerDialog.getByTestId('inquiry-status')).toHaveText('responded');

  // The buyer can answer back with Ctrl+Enter.
  const followUp = `Thanks, I will visit on Saturday. ${Date.now()}`;
  await buyerDialog.getByLabel('Your reply').fill(followUp);
  await buyerDialog.getByLabel('Your reply').press('Control+Enter');
  await expect(messages.last()).toContainText(followUp);
  await expect(buyerDialog.getByTestId('inquiry-status')).toHaveText('responded');

  await developer.context().close();
  await buyer.context().close();
});
