import { analyticsSchema } from '../../../shared/schemas/analytics';
import { requireRole } from '../../auth/guards';
import { errorResponseSchema, type ZodApp } from '../../lib/http';
import { getAnalytics } from './service';

export async function analyticsRoutes(app: ZodApp): Promise<void> {
  const { db } = app.deps.database;

  app.get('/analytics', {
    schema: {
      tags: ['admin', 'analytics'],
      security: [{ session: [] }],
      summary: 'Marketplace analytics for the admin dashboard (admin)',
      description: 'Totals (users by role, listings by status and sale vs rent, bids and inquiries by status, investment funding raised vs target), '
        + 'listings and average price per m² by city and by type, new listings and new users for each of the last 12 ISO weeks, '
        + 'and the 5 best-funded opportunities. Computed by SQL aggregation in one read-only snapshot. '
        + 'Money and averages are decimal strings with two decimals; percentages are numbers rounded to two decimals.',
      response: { 200: analyticsSchema, 401: errorResponseSchema, 403: errorResponseSchema },
    },
  }, async (request) => {
    const user = requireRole(request, 'admin');
    return getAnalytics({ db, actor: { id: user.id, role: user.role } });
  });
}
