import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idParamSchema } from '../../../shared/schemas/common';
import { projectCreateSchema, projectSchema, projectUpdateSchema } from '../../../shared/schemas/project';
import { requireRole, requireUser } from '../../auth/guards';
import { errorResponseSchema, type ZodApp } from '../../lib/http';
import { createProject, deleteProject, getProject, listProjects, updateProject } from './service';

const tags = ['development projects'];
const security = [{ session: [] }];
const err = errorResponseSchema;

// Who may call is decided before the payload is looked at: a signed-out caller learns nothing from validation.
// Projects are written by admins only (SPEC §6 gives project edit and delete to the admin, and no
// screen lets a developer manage them); anyone may read them.
const adminOnly = async (request: FastifyRequest) => void requireRole(request, 'admin');

const actorOf = (request: FastifyRequest) => {
  const user = requireUser(request);
  return { id: user.id, role: user.role };
};

export async function projectsRoutes(app: ZodApp): Promise<void> {
  const { db } = app.deps.database;

  app.get('/development-projects', {
    schema: {
      tags,
      summary: 'Every development project, newest first (also fills the listing form’s project select)',
      response: { 200: z.array(projectSchema) },
    },
  }, async () => listProjects({ db }));

  app.get('/development-projects/:id', {
    schema: { tags, summary: 'One development project', params: idParamSchema, response: { 200: projectSchema, 400: err, 404: err } },
  }, async (request) => getProject({ db, id: request.params.id }));

  app.post('/development-projects', {
    preValidation: adminOnly,
    schema: {
      tags,
      security,
      summary: 'Create a development project (admin only); the owner is the signed-in admin',
      description: 'SPEC §5: name, city and location required; totalUnits a positive integer ("" is absent); '
        + 'expectedCompletion a date, sent only when filled; at most 20 images. A developerId in the payload is refused.',
      body: projectCreateSchema,
      response: { 201: projectSchema, 400: err, 401: err, 403: err },
    },
  }, async (request, reply) => {
    const created = await createProject({ db, actor: actorOf(request), input: request.body });
    return reply.status(201).send(created);
  });

  app.put('/development-projects/:id', {
    preValidation: adminOnly,
    schema: {
      tags,
      security,
      summary: 'Edit a development project (admin only)',
      description: 'Absent fields (and "") keep their value; null clears an optional one. completedUnits may not exceed totalUnits.',
      params: idParamSchema,
      body: projectUpdateSchema,
      response: { 200: projectSchema, 400: err, 401: err, 403: err, 404: err },
    },
  }, async (request) => updateProject({ db, actor: actorOf(request), id: request.params.id, input: request.body }));

  app.delete('/development-projects/:id', {
    preValidation: adminOnly,
    schema: {
      tags,
      security,
      summary: 'Delete a development project (admin only); its properties stay but are unlinked from it',
      description: 'Properties of the project are kept: their developmentProjectId becomes null (ON DELETE SET NULL).',
      params: idParamSchema,
      response: { 204: z.null().describe('Deleted'), 400: err, 401: err, 403: err, 404: err },
    },
  }, async (request, reply) => {
    await deleteProject({ db, actor: actorOf(request), id: request.params.id });
    return reply.status(204).send(null);
  });
}
