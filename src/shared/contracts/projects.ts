import { z } from 'zod';
import { idParamSchema } from '../schemas/common';
import { projectCreateSchema, projectSchema, projectUpdateSchema } from '../schemas/project';
import { contract } from './define';

// Development projects (docs/product.md#development-projects): anyone reads them (they fill the
// listing form's project select); only admins write them.

const tags = ['development projects'];

export const listProjects = contract({
  method: 'GET',
  path: '/api/development-projects',
  access: 'public',
  tags,
  summary: 'Every development project, newest first (also fills the listing form’s project select)',
  responses: { 200: z.array(projectSchema) },
});

export const getProject = contract({
  method: 'GET',
  path: '/api/development-projects/:id',
  access: 'public',
  tags,
  summary: 'One development project',
  params: idParamSchema,
  responses: { 200: projectSchema },
  errors: [404],
});

export const createProject = contract({
  method: 'POST',
  path: '/api/development-projects',
  access: ['admin'],
  tags,
  summary: 'Create a development project (admin only); the owner is the signed-in admin',
  description:
    'Name, city and location required; totalUnits a positive integer ("" is absent); ' +
    'expectedCompletion a date, sent only when filled; at most 20 images. A developerId in the payload is refused.',
  body: projectCreateSchema,
  responses: { 201: projectSchema },
});

export const updateProject = contract({
  method: 'PUT',
  path: '/api/development-projects/:id',
  access: ['admin'],
  tags,
  summary: 'Edit a development project (admin only)',
  description: 'Absent fields (and "") keep their value; null clears an optional one. completedUnits may not exceed totalUnits.',
  params: idParamSchema,
  body: projectUpdateSchema,
  responses: { 200: projectSchema },
  errors: [404],
});

export const deleteProject = contract({
  method: 'DELETE',
  path: '/api/development-projects/:id',
  access: ['admin'],
  tags,
  summary: 'Delete a development project (admin only); its properties stay but are unlinked from it',
  description: 'Properties of the project are kept: their developmentProjectId becomes null (ON DELETE SET NULL).',
  params: idParamSchema,
  responses: { 204: z.null().describe('Deleted') },
  errors: [404],
});
