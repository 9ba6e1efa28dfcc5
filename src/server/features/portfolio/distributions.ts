import type { z } from 'zod';
import type { DistributionPayload, distributionSchema } from '../../../shared/schemas/portfolio';
import type { Actor } from '../../auth/guards';
import type { Db } from '../../db/client';
import type { Site } from '../mail/site';

// PLACEHOLDER (helper "distributions"): recording and listing an opportunity's distributions.
export async function listDistributions(_: { db: Db; investmentId: number }): Promise<z.output<typeof distributionSchema>[]> {
  throw new Error('not built yet');
}
export async function recordDistribution(_: {
  db: Db;
  site: Site;
  actor: Actor;
  investmentId: number;
  input: DistributionPayload;
}): Promise<z.output<typeof distributionSchema>> {
  throw new Error('not built yet');
}
