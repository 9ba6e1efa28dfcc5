// The demo's ad licences and deeds (docs/product.md#trust). OWNED BY THE LICENCE HELPER.
import type { Db } from '../client';

/** Gives demo listings their licences and deeds; answers counts for the seed's log line. */
export async function seedLicences(_db: Db): Promise<Record<string, number>> {
  return {};
}
