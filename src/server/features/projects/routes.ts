import * as contracts from '../../../shared/contracts/projects';
import { serve } from '../../lib/endpoint';
import type { ZodApp } from '../../lib/http';
import { createProject, deleteProject, getProject, listProjects, updateProject } from './service';

export async function projectsRoutes(app: ZodApp): Promise<void> {
  const { db } = app.deps.database;

  serve(app, contracts.listProjects, () => listProjects({ db }));
  serve(app, contracts.getProject, ({ params }) => getProject({ db, id: params.id }));
  serve(app, contracts.createProject, ({ actor, body }) => createProject({ db, actor, input: body }));
  serve(app, contracts.updateProject, ({ params, body }) => updateProject({ db, id: params.id, input: body }));
  serve(app, contracts.deleteProject, ({ params }) => deleteProject({ db, id: params.id }));
}
