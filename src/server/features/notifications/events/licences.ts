import type { Db, Tx } from '../../../db/client';
import type { Site } from '../../mail/site';
import { notify, type Recipient } from '../notify';
import { listingTitle, words } from '../say';

// The notice of a listing's ad licence running out (docs/product.md#ad-licence-and-deed): its owner
// is told to renew it, in the bell and by e-mail (user communications), with a link to the edit form.

export const LICENCE_EXPIRED_KIND = 'licence-expired';

/** Where the owner renews it: My Listings' edit form. */
export const renewLink = (propertyId: number) => `/my-listings/${propertyId}/edit`;

export async function notifyLicenceExpired(
  tx: Db | Tx,
  site: Site,
  owner: Recipient,
  listing: { id: number; title: string; titleAr: string | null },
): Promise<void> {
  await notify(tx, site, owner, {
    category: 'communications',
    kind: LICENCE_EXPIRED_KIND,
    title: words('The ad licence of “{title}” has expired', { title: listingTitle(listing) }),
    paragraphs: [
      words(
        'It is off the search, the map and alerts until you renew it: edit the listing with its new ad licence number and expiry date.',
      ),
      words('Its page stays open and says the licence has expired; it takes no offers or inquiries meanwhile.'),
    ],
    link: renewLink(listing.id),
    actionLabel: words('Renew the licence'),
  });
}
