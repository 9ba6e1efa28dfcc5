import type { ZodApp } from '../../lib/http';

export async function usersRoutes(_app: ZodApp): Promise<void> {}
