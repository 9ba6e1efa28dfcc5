import { desc, eq } from 'drizzle-orm';
import { COMPLETED_ABOVE_TOTAL, type ProjectCreate, type ProjectUpdate } from '../../../shared/schemas/project';
import type { Db } from '../../db/client';
import { developmentProjects, type DevelopmentProject } from '../../db/schema';
import type { Actor } from '../../auth/guards';
import { badRequest, notFound } from '../../lib/errors';
import { imagesChanged } from '../uploads/lifecycle';

// Development projects (docs/product.md#development-projects): anyone may read them (they fill the
// listing form's project select); only an admin creates, edits or deletes them (the contracts say
// so). A project's developerId is the admin who created it (or, for seeded and older projects, the
// developer it was made for); it grants nothing.

export const PROJECT_NOT_FOUND = 'Development project not found';

/** Every project, newest first. Projects are few (admins and developers make them), so the list is complete. */
export async function listProjects({ db }: { db: Db }): Promise<DevelopmentProject[]> {
  return db.select().from(developmentProjects).orderBy(desc(developmentProjects.createdAt), desc(developmentProjects.id));
}

export async function getProject({ db, id }: { db: Db; id: number }): Promise<DevelopmentProject> {
  const [row] = await db.select().from(developmentProjects).where(eq(developmentProjects.id, id)).limit(1);
  if (!row) throw notFound(PROJECT_NOT_FOUND);
  return row;
}

/** The owner is always the actor (the schema refuses a developerId in the payload). */
export async function createProject({ db, actor, input }: { db: Db; actor: Actor; input: ProjectCreate }): Promise<DevelopmentProject> {
  const [row] = await db
    .insert(developmentProjects)
    .values({
      name: input.name,
      description: input.description ?? null,
      developerId: actor.id,
      location: input.location,
      city: input.city,
      totalUnits: input.totalUnits ?? null,
      completedUnits: input.completedUnits ?? 0,
      priceRange: input.priceRange ?? null,
      latitude: input.latitude ?? null,
      longitude: input.longitude ?? null,
      status: input.status,
      expectedCompletion: input.expectedCompletion ?? null,
      amenities: input.amenities,
      images: input.images,
    })
    .returning();
  await imagesChanged(db, [], row.images);
  return row;
}

/** Absent keys keep their value; null clears an optional one. */
export async function updateProject({ db, id, input }: { db: Db; id: number; input: ProjectUpdate }): Promise<DevelopmentProject> {
  const current = await getProject({ db, id });
  const total = input.totalUnits !== undefined ? input.totalUnits : current.totalUnits;
  const completed = input.completedUnits ?? current.completedUnits;
  if (total !== null && completed > total) throw badRequest(COMPLETED_ABOVE_TOTAL, { completedUnits: COMPLETED_ABOVE_TOTAL });
  const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<
    typeof developmentProjects.$inferInsert
  >;
  const [row] = await db
    .update(developmentProjects)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(developmentProjects.id, id))
    .returning();
  if (!row) throw notFound(PROJECT_NOT_FOUND);
  await imagesChanged(db, current.images, row.images);
  return row;
}

/** Deletes a project; the database unlinks its properties (development_project_id ON DELETE SET NULL). */
export async function deleteProject({ db, id }: { db: Db; id: number }): Promise<void> {
  const deleted = await db
    .delete(developmentProjects)
    .where(eq(developmentProjects.id, id))
    .returning({ images: developmentProjects.images });
  if (deleted.length === 0) throw notFound(PROJECT_NOT_FOUND);
  await imagesChanged(db, deleted[0].images, []);
}
