import type { z } from 'zod';
import type { portfolioSchema } from '../../../shared/schemas/portfolio';
import type { Actor } from '../../auth/guards';
import type { Db } from '../../db/client';

// PLACEHOLDER (helper "ledger"): the portfolio of GET /api/user/portfolio.
export async function portfolioOf(_: { db: Db; actor: Actor }): Promise<z.output<typeof portfolioSchema>> {
  throw new Error('not built yet');
}
