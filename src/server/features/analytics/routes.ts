import type { ZodApp } from '../../lib/http';

export async function analyticsRoutes(_app: ZodApp): Promise<void> {}
