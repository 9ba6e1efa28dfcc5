import type { ZodApp } from '../../lib/http';

export async function projectsRoutes(_app: ZodApp): Promise<void> {}
