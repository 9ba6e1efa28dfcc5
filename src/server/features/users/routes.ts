import * as contracts from '../../../shared/contracts/admin';
import { toPublicUser } from '../../auth/service';
import { serve } from '../../lib/endpoint';
import type { ZodApp } from '../../lib/http';
import { deleteUser, listUsers, updateUser } from './service';

export async function usersRoutes(app: ZodApp): Promise<void> {
  const { db } = app.deps.database;

  serve(app, contracts.listUsers, ({ query }) => listUsers({ db, query }));
  serve(app, contracts.updateUser, async ({ actor, params, body }) =>
    toPublicUser(await updateUser({ db, actor, id: params.id, input: body })),
  );
  serve(app, contracts.deleteUser, ({ actor, params }) => deleteUser({ db, actor, id: params.id }));
}
