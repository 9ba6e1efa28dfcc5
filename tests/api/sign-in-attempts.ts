import type { FastifyInstance } from 'fastify';

// Shared by the tests of limits counted across servers (rate-limits-shared.postgres, rate-limits-redis):
// a wrong sign-in from `client` (the address a trusted proxy names), answered with its status.
export const wrongSignIn = (server: FastifyInstance, client: string, i: number) =>
  server
    .inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-forwarded-for': client },
      payload: { email: 'nobody@manzil.sa', password: `guess-${i}-long` },
    })
    .then((res) => res.statusCode);
