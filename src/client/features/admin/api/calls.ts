import { api, dataOf, fetchClient, keepLastPage, type ApiBody, type ApiPath, type ApiSchema } from '@client/lib/api-client';
import type { paths } from '@client/lib/api-types';

// The admin dashboard's calls: the analytics, every listing, and the create/edit/delete of the
// entities the admin manages.

export type Analytics = ApiSchema['Analytics'];
export type Project = ApiSchema['Project'];
export type ProjectBody = ApiBody<'/api/development-projects', 'post'>;
export type PropertyBody = ApiBody<'/api/properties', 'post'>;
export type InvestmentBody = ApiBody<'/api/investments', 'post'>;
export type AdminPropertiesQuery = NonNullable<paths['/api/admin/properties']['get']['parameters']['query']>;

export function useAnalytics() {
  return api.useQuery('get', '/api/analytics');
}

/** Every listing, any status, a page at a time; the last page stays on screen while the next loads. */
export function useAdminProperties(query: AdminPropertiesQuery) {
  return api.useQuery('get', '/api/admin/properties', { params: { query } }, keepLastPage);
}

/** Every development project, newest first; also fills the property forms' project select. */
export function useProjects() {
  return api.useQuery('get', '/api/development-projects');
}

/** An entity's three calls, and the reads a change to it refreshes (shared/entity-mutations.ts). */
export interface EntityCalls<TEntity, TBody> {
  create: (body: TBody) => Promise<TEntity>;
  update: (id: number, body: TBody) => Promise<TEntity>;
  remove: (id: number) => Promise<unknown>;
  refreshes: readonly ApiPath[];
}

const idPath = (id: number) => ({ params: { path: { id } } });

export const projectCalls: EntityCalls<Project, ProjectBody> = {
  create: (body) => dataOf(fetchClient.POST('/api/development-projects', { body })),
  update: (id, body) => dataOf(fetchClient.PUT('/api/development-projects/{id}', { ...idPath(id), body })),
  remove: (id) => dataOf(fetchClient.DELETE('/api/development-projects/{id}', idPath(id))),
  // Deleting a project unlinks its listings, so the listing views refresh too.
  refreshes: [
    '/api/development-projects',
    '/api/development-projects/{id}',
    '/api/admin/properties',
    '/api/properties',
    '/api/properties/{id}',
  ],
};

export const propertyCalls: EntityCalls<ApiSchema['Property'], PropertyBody> = {
  create: (body) => dataOf(fetchClient.POST('/api/properties', { body })),
  update: (id, body) => dataOf(fetchClient.PUT('/api/properties/{id}', { ...idPath(id), body })),
  remove: (id) => dataOf(fetchClient.DELETE('/api/properties/{id}', idPath(id))),
  refreshes: [
    '/api/admin/properties',
    '/api/properties',
    '/api/properties/map',
    '/api/properties/featured',
    '/api/properties/{id}',
    '/api/stats',
    '/api/analytics',
  ],
};

export const investmentCalls: EntityCalls<ApiSchema['Investment'], InvestmentBody> = {
  create: (body) => dataOf(fetchClient.POST('/api/investments', { body })),
  update: (id, body) => dataOf(fetchClient.PUT('/api/investments/{id}', { ...idPath(id), body })),
  remove: (id) => dataOf(fetchClient.DELETE('/api/investments/{id}', idPath(id))),
  refreshes: ['/api/investments', '/api/investments/{id}', '/api/stats', '/api/analytics'],
};
