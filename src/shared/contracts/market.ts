import { marketQuerySchema, marketSchema } from '../schemas/market';
import { contract } from './define';

// The public market page's data (docs/product.md#market).

export const market = contract({
  method: 'GET',
  path: '/api/market',
  access: 'public',
  tags: ['market'],
  summary: 'Market figures: median SAR per m² and listing counts by city or neighbourhood, by type and by month',
  description:
    'Sale (price per m²) or rent (a year of rent per m²), optionally for one property type and one city (then by its ' +
    'neighbourhoods). Asking figures are listings on the market; sold figures are sales of the last 12 months with a sold ' +
    'price. A median needs at least 5 listings. Computed by a job, at most 15 minutes old: `computedAt` says when.',
  query: marketQuerySchema,
  responses: { 200: marketSchema },
});
