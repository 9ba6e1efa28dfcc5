import sharp from 'sharp';
import { formatNumber, formatPrice } from '../../src/shared/format';

import { formatSar } from '../../src/shared/schemas/investment';

import { choose, demo, expect, expectAccessible, signIn, test, toastsGone } from './fixtures';
import type { ApiSchema } from '../../src/client/lib/api-client';

type Analytics = ApiSchema['Analytics'];
type PropertyPage = ApiSchema['PropertyPage'];
type PublicInvestment = ApiSchema['Investment'];
type Distribution = ApiSchema['Distribution'];

// The admin dashboard (docs/product.md#roles): the Development Projects, Properties and Investments
// tabs, against the production build and the demo data. Names are unique per run.

/** Picks an option of a Radix select inside `scope` by its label. */

test('an admin manages development projects, properties and investments', async ({ page }) => {
  test.setTimeout(120_000);
  const admin = demo('admin');
  await signIn(page, admin.email, admin.password);
  const stamp = Date.now();
  const projectName = `E2E Project ${stamp}`;
  const title = `E2E Admin Villa ${stamp}`;
  const opportunity = `E2E Opportunity ${stamp}`;

  /* Development project ------------------------------------------------------------------------ */
  await page.goto('/admin?tab=projects');
  await expect(page.getByRole('heading', { name: 'Development Projects', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Create Project' }).click();
  let dialog = page.getByRole('dialog', { name: 'Create New Development Project' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Create Project' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('City is required')).toBeVisible();
  await expect(dialog.getByText('Location is required')).toBeVisible();
  await dialog.getByLabel('Total Units').fill('0');
  await dialog.getByLabel('Total Units').blur();
  await expect(dialog.getByText('Total units must be a positive whole number')).toBeVisible();
  await expectAccessible(page);

  await dialog.getByLabel('Project Name').fill(projectName);
  await choose(page, 'City', 'Najran', dialog);
  await dialog.getByLabel('Location').fill('King Abdulaziz Road, Najran');
  await dialog.getByLabel('Total Units').fill('');
  await dialog.getByLabel('Expected Completion').fill('2028-06-30');
  await choose(page, 'Status', 'Under construction', dialog);
  await dialog.getByLabel('Mosque').click();
  await dialog.getByRole('button', { name: 'Create Project' }).click();
  await expect(page.getByText('Development project created successfully')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const projectRow = page.getByRole('row').filter({ hasText: projectName });
  await expect(projectRow).toContainText('Najran');
  await expect(projectRow).toContainText('Under construction');
  await expect(projectRow).toContainText('Jun 30, 2028');
  const projects = (await (await page.request.get('/api/development-projects')).json()) as {
    id: number;
    name: string;
    totalUnits: number | null;
    amenities: string[];
  }[];
  const project = projects.find((p) => p.name === projectName)!;
  expect(project.totalUnits).toBeNull();
  expect(project.amenities).toEqual(['Mosque']);

  // Edit: the units, completed ones never more than the total.
  await projectRow.getByRole('button', { name: `Edit ${projectName}` }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Development Project' });
  await expect(dialog.getByLabel('Project Name')).toHaveValue(projectName);
  await expect(dialog.getByLabel('Completed Units')).toHaveValue('0');
  await dialog.getByLabel('Total Units').fill('40');
  await dialog.getByLabel('Completed Units').fill('41');
  await dialog.getByRole('button', { name: 'Update Project' }).click();
  await expect(dialog.getByText('Completed units cannot be more than total units')).toBeVisible();
  await dialog.getByLabel('Completed Units').fill('12');
  await dialog.getByRole('button', { name: 'Update Project' }).click();
  await expect(page.getByText('Development project updated successfully')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(projectRow).toContainText('12 / 40');

  /* Property in the project, with an uploaded image --------------------------------------------- */
  await page.goto('/admin?tab=properties');
  await expect(page.getByRole('heading', { name: 'Properties', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Create Property' }).click();
  dialog = page.getByRole('dialog', { name: 'Create New Property' });
  await dialog.getByRole('button', { name: 'Create Property' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expect(dialog.getByText('Property type is required')).toBeVisible();
  await expect(dialog.getByText('Price is required')).toBeVisible();
  await expect(dialog.getByText('City is required')).toBeVisible();

  await dialog.getByLabel('Property Title').fill(title);
  await choose(page, 'Property Type', 'Villa', dialog);
  await dialog.getByRole('textbox', { name: 'Price', exact: true }).fill('2,500,000');
  await choose(page, 'City', 'Najran', dialog);
  await choose(page, 'Development Project', projectName, dialog);
  await dialog.getByLabel('Area (m²)').fill('350');
  await dialog.getByLabel('Bedrooms').fill('0');
  await dialog.getByLabel('Year Built').fill('1850');
  await dialog.getByLabel('Year Built').blur();
  await expect(dialog.getByText(/^Year built must be between 1900 and \d{4}$/)).toBeVisible();
  await dialog.getByLabel('Year Built').fill('2021');
  await dialog.getByLabel("Maid's Room").click();
  const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 120, g: 80, b: 30 } } })
    .png()
    .toBuffer();
  await dialog.getByLabel('Upload images').setInputFiles({ name: 'villa.png', mimeType: 'image/png', buffer: png });
  await expect(dialog.getByRole('img', { name: 'Image 1' })).toHaveAttribute('src', /^\/uploads\//);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Create Property' }).click();
  await expect(page.getByText('Property created successfully')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await page.getByLabel('Search properties').fill(title);
  const propertyRow = page.getByRole('row').filter({ hasText: title });
  await expect(propertyRow).toContainText('2,500,000 SAR');
  await expect(propertyRow).toContainText(projectName);
  await expect(page.getByRole('row')).toHaveCount(2); // the header and the one match

  const created = ((await (await page.request.get(`/api/admin/properties?q=${encodeURIComponent(title)}`)).json()) as PropertyPage)
    .items[0];
  expect(created.price).toBe('2500000.00');
  expect(created.area).toBe('350.00');
  expect(created.bedrooms).toBeNull(); // zero is sent as absent
  expect(created.yearBuilt).toBe(2021);
  expect(created.developmentProjectId).toBe(project.id);
  expect(created.amenities).toEqual(["Maid's Room"]);
  expect(created.images).toHaveLength(1);

  // Edit: the new price is typed with commas.
  await propertyRow.getByRole('button', { name: `Edit ${title}` }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Property' });
  await expect(dialog.getByLabel('Property Title')).toHaveValue(title);
  await expect(dialog.getByRole('textbox', { name: 'Price', exact: true })).toHaveValue('2,500,000');
  await dialog.getByRole('textbox', { name: 'Price', exact: true }).fill('2,750,000');
  await dialog.getByRole('button', { name: 'Update Property' }).click();
  await expect(page.getByText('Property updated successfully')).toBeVisible();
  await expect(propertyRow).toContainText('2,750,000 SAR');
  await toastsGone(page);
  await expectAccessible(page);

  // The buyer's search finds it, at the edited price.
  const edited = ((await (await page.request.get(`/api/admin/properties?q=${encodeURIComponent(title)}`)).json()) as PropertyPage).items[0];
  expect(edited.price).toBe('2750000.00');
  await page.goto('/buy?city=Najran');
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card).toContainText(formatPrice(edited.price, edited.currency)); // "2,750,000 SAR", as the card shows it
  await expect(card).not.toContainText('2,500,000');

  /* Investment opportunity ---------------------------------------------------------------------- */
  await page.goto('/admin?tab=investments');
  await expect(page.getByRole('heading', { name: 'Investments', level: 2 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Investments' }).getByRole('row')).toHaveCount(11); // header + the first 10 (the seed has more)
  await page.getByRole('button', { name: 'Create Investment' }).click();
  dialog = page.getByRole('dialog', { name: 'Create Investment' });
  await dialog.getByRole('button', { name: 'Create Investment' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expect(dialog.getByText('Location is required')).toBeVisible();
  await expect(dialog.getByText('Minimum investment is required')).toBeVisible();
  await expect(dialog.getByText('Duration must be a whole number of months from 1 to 600')).toBeVisible();
  await dialog.getByLabel('Title').fill(opportunity);
  await choose(page, 'Investment Type', 'REIT', dialog);
  await dialog.getByLabel('Location').fill('Faisaliyah, Najran');
  await dialog.getByLabel('Minimum Investment (SAR)').fill('25,000');
  await dialog.getByLabel('Total Funding (SAR)').fill('5,000,000');
  await dialog.getByLabel('Expected ROI (%)').fill('11.5');
  await dialog.getByLabel('Duration (months)').fill('24');
  // A funding deadline 30 days ahead, at 6 PM Riyadh time (docs/product.md#raises-with-a-deadline).
  const deadlineDay = new Date(Date.now() + 3 * 3_600_000 + 30 * 86_400_000).toISOString().slice(0, 10);
  await dialog.getByLabel('Funding deadline').fill(`${deadlineDay}T18:00`);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Create Investment' }).click();
  await expect(page.getByText('Investment created successfully')).toBeVisible();
  const investmentRow = page.getByRole('row').filter({ hasText: opportunity });
  await expect(investmentRow).toContainText('25,000 SAR');
  await expect(investmentRow).toContainText('11.5%');
  const deadlineWritten = new Date(`${deadlineDay}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  await expect(investmentRow).toContainText(`Funding deadline ${deadlineWritten}, 6:00 PM`);
  const createdOpportunity = ((await (await page.request.get('/api/investments')).json()) as PublicInvestment[]).find(
    (i) => i.title === opportunity,
  );
  expect(createdOpportunity?.fundingDeadline).toBe(new Date(`${deadlineDay}T18:00:00+03:00`).toISOString());

  await page.goto('/invest');
  await expect(page.getByRole('heading', { name: opportunity })).toBeVisible();

  // The server refuses a total below what is already invested, and says why.
  const all = (await (await page.request.get('/api/investments')).json()) as PublicInvestment[];
  const funded = all.slice(0, 10).find((i) => Number(i.currentFunding) > 0 && i.title !== opportunity);
  expect(funded, 'one of the first ten opportunities has investors').toBeDefined();
  await page.goto('/admin?tab=investments');
  await page
    .getByRole('row')
    .filter({ hasText: funded!.title })
    .getByRole('button', { name: `Edit ${funded!.title}` })
    .click();
  dialog = page.getByRole('dialog', { name: 'Edit Investment' });
  await dialog.getByLabel('Minimum Investment (SAR)').fill('1');
  await dialog.getByLabel('Total Funding (SAR)').fill('1');
  await dialog.getByRole('button', { name: 'Update Investment' }).click();
  await expect(
    page.getByText(`Total funding cannot be less than the ${formatSar(funded!.currentFunding)} SAR already invested`),
  ).toBeVisible();
  // Its changes were not saved: Cancel asks before they are discarded.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('alertdialog', { name: 'Discard your changes?' }).getByRole('button', { name: 'Discard changes' }).click();
  await expect(dialog).toBeHidden();

  // A distribution to its investors (docs/product.md#distributions): confirmed, recorded, listed first.
  await page
    .getByRole('row')
    .filter({ hasText: funded!.title })
    .getByRole('button', { name: `Distributions of ${funded!.title}` })
    .click();
  const distributions = page.getByRole('dialog', { name: 'Distributions' });
  await expect(distributions).toContainText(funded!.title);
  await distributions.getByLabel('Amount (SAR)').fill('10,000');
  await distributions.getByRole('button', { name: 'Record Distribution' }).click();
  const confirmDistribution = page.getByRole('alertdialog', { name: 'Record this distribution?' });
  await expect(confirmDistribution).toContainText('10,000 SAR paid on');
  await expect(confirmDistribution).toContainText(funded!.title);
  await expectAccessible(page);
  const recorded = page.waitForResponse(
    (r) => r.url().endsWith(`/api/investments/${funded!.id}/distributions`) && r.request().method() === 'POST',
  );
  await confirmDistribution.getByRole('button', { name: 'Record 10,000 SAR' }).click();
  const response = await recorded;
  expect(response.status()).toBe(201);
  const distribution = (await response.json()) as Distribution;
  expect(distribution.amount).toBe('10000.00');
  await expect(page.getByText('Distribution recorded')).toBeVisible();
  await expect(confirmDistribution).toBeHidden();
  const newest = distributions.getByRole('table', { name: 'Past distributions' }).getByRole('row').nth(1);
  await expect(newest.getByRole('cell').nth(1)).toHaveText('10,000 SAR');
  await expect(newest.getByRole('cell').nth(2)).toHaveText(String(distribution.investors));
  await expectAccessible(page);
  await distributions.getByRole('button', { name: 'Close' }).click();
  await expect(distributions).toBeHidden();

  // Delete the new opportunity, confirming first.
  await page
    .getByRole('row')
    .filter({ hasText: opportunity })
    .getByRole('button', { name: `Delete ${opportunity}` })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete investment?' });
  await expect(confirm).toContainText(opportunity);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Investment deleted successfully')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: opportunity })).toHaveCount(0);

  /* Deleting the project keeps its property, unlinked ------------------------------------------ */
  await page.goto('/admin?tab=projects');
  await page
    .getByRole('row')
    .filter({ hasText: projectName })
    .getByRole('button', { name: `Delete ${projectName}` })
    .click();
  const confirmProject = page.getByRole('alertdialog', { name: 'Delete development project?' });
  await expectAccessible(page);
  await confirmProject.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('row').filter({ hasText: projectName })).toHaveCount(1);
  await page
    .getByRole('row')
    .filter({ hasText: projectName })
    .getByRole('button', { name: `Delete ${projectName}` })
    .click();
  await confirmProject.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Development project deleted successfully')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: projectName })).toHaveCount(0);
  const unlinked = ((await (await page.request.get(`/api/admin/properties?q=${encodeURIComponent(title)}`)).json()) as PropertyPage)
    .items[0];
  expect(unlinked.developmentProjectId).toBeNull();

  // And the property itself goes too.
  await page.goto('/admin?tab=properties');
  await page.getByLabel('Search properties').fill(title);
  await expect(page.getByRole('row')).toHaveCount(2); // the search has settled: the header and the one match
  await page
    .getByRole('row')
    .filter({ hasText: title })
    .getByRole('button', { name: `Delete ${title}` })
    .click();
  await page.getByRole('alertdialog', { name: 'Delete property?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Property deleted successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No Properties' })).toBeVisible();
});

test('each headline total has a small chart named with its parts and their numbers, which also show as text', async ({ page }) => {
  const admin = demo('admin');
  await signIn(page, admin.email, admin.password);
  const { totals } = (await (await page.request.get('/api/analytics')).json()) as Analytics;
  await page.goto('/admin');
  const charts: Array<[card: string, name: RegExp, legend: Array<[string, number]>]> = [
    [
      'users',
      /^Users by role:/,
      [
        ['Buyers', totals.users.buyer],
        ['Developers', totals.users.developer],
        ['Investors', totals.users.investor],
        ['Admins', totals.users.admin],
      ],
    ],
    [
      'properties',
      /^Properties by status:/,
      [
        ['Active', totals.properties.active],
        ['Sold', totals.properties.sold],
        ['Pending', totals.properties.pending],
      ],
    ],
    [
      'sale-rent',
      /^Listings for sale and for rent/,
      [
        ['For sale', totals.properties.forSale],
        ['For rent', totals.properties.forRent],
      ],
    ],
    [
      'bids',
      /^Bids by status:/,
      [
        ['Pending', totals.bids.pending],
        ['Expired', totals.bids.expired],
        ['Accepted', totals.bids.accepted],
        ['Rejected', totals.bids.rejected],
      ],
    ],
    [
      'inquiries',
      /^Inquiries by status:/,
      [
        ['Pending', totals.inquiries.pending],
        ['Responded', totals.inquiries.responded],
      ],
    ],
  ];
  for (const [card, name, legend] of charts) {
    const stat = page.getByTestId(`stat-${card}`);
    const chart = stat.getByRole('img', { name });
    await expect(chart).toBeVisible();
    for (const [label, value] of legend) {
      await expect(chart).toHaveAttribute('aria-label', new RegExp(`${label} ${formatNumber(value)}\\b`));
      await expect(stat.getByRole('term').filter({ hasText: label })).toBeVisible();
      await expect(
        stat
          .getByRole('definition')
          .filter({ hasText: new RegExp(`^${formatNumber(value)}$`) })
          .first(),
      ).toBeVisible();
    }
  }
  await expect(
    page.getByTestId('stat-funding').getByRole('progressbar', { name: /^Funding raised: .* SAR of .* SAR target/ }),
  ).toBeVisible();
  await expectAccessible(page);
});
