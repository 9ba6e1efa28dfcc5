import { z } from 'zod';
import { MAX_ID } from '../constants';
import { dateTime, requiredText } from './common';
import { propertySearchQuerySchema } from './property-search';

// Saved searches (docs/product.md#favourites-and-saved-searches): /buy's filters kept with a name and
// how often to be told of new matches. The filters are the search's own query (the same schema, so
// a saved search can never hold what the search would refuse), without paging.

export const SAVED_SEARCH_FREQUENCIES = ['instant', 'daily', 'weekly', 'off'] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];

/** A user keeps at most this many saved searches. */
export const SAVED_SEARCH_LIMIT = 25;
export const SAVED_SEARCH_NAME_MAX = 80;

/** The search query's keys a saved search may hold: every filter and the sort, not the page. */
export const SAVED_FILTER_KEYS = Object.keys(propertySearchQuerySchema.shape).filter((k) => k !== 'page' && k !== 'pageSize');

/** The filters as /buy's URL holds them (key → text), checked by the search's own schema. */
export const savedFiltersSchema = z
  .record(z.string(), z.string({ error: 'Each filter must be text' }).max(300, 'A filter is too long'), {
    error: 'Filters must be an object of the search’s query values',
  })
  .superRefine((filters, ctx) => {
    for (const key of Object.keys(filters)) {
      if (!SAVED_FILTER_KEYS.includes(key)) ctx.addIssue({ code: 'custom', message: `Unknown filter: ${key}`, path: [key] });
    }
    const parsed = propertySearchQuerySchema.safeParse(filters);
    if (!parsed.success)
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  })
  // Empty values are no filter: they are not kept.
  .transform((filters) => Object.fromEntries(Object.entries(filters).filter(([, v]) => v.trim() !== '')));

const frequencySchema = z.enum(SAVED_SEARCH_FREQUENCIES, { error: 'Frequency must be instant, daily, weekly or off' });
const nameSchema = requiredText('Name', SAVED_SEARCH_NAME_MAX);

/** POST /api/saved-searches */
export const createSavedSearchSchema = z.object({
  name: nameSchema,
  filters: savedFiltersSchema,
  frequency: frequencySchema.default('instant'),
});
export type CreateSavedSearch = z.output<typeof createSavedSearchSchema>;

/** PUT /api/saved-searches/:id: any of the three. */
export const updateSavedSearchSchema = z
  .object({ name: nameSchema.optional(), filters: savedFiltersSchema.optional(), frequency: frequencySchema.optional() })
  .refine((v) => v.name !== undefined || v.filters !== undefined || v.frequency !== undefined, {
    message: 'Send a name, filters or a frequency',
  });
export type UpdateSavedSearch = z.output<typeof updateSavedSearchSchema>;

export const savedSearchIdParamSchema = z.object({
  id: z.coerce
    .number({ error: 'Saved search id must be a number' })
    .int('Saved search id must be a whole number')
    .positive('Saved search id must be positive')
    .max(MAX_ID, 'Saved search id is too large'),
});

export const savedSearchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  filters: z.record(z.string(), z.string()),
  frequency: frequencySchema,
  createdAt: dateTime,
  lastSeenAt: dateTime,
  /** Active listings that match now (counted as the search counts them: up to its cap). */
  matchCount: z.number().int(),
  /** The count reached the search's cap: show "200+". */
  matchCountCapped: z.boolean(),
  /** Listings announced to this search since its owner last ran it. */
  newCount: z.number().int(),
});
export type SavedSearchDto = z.output<typeof savedSearchSchema>;

export const savedSearchListSchema = z.object({
  items: z.array(savedSearchSchema),
  /** How many one may keep (SAVED_SEARCH_LIMIT). */
  limit: z.number().int(),
});
