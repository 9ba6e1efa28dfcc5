import type { TestProject } from 'vitest/node';
import { createTemplate } from './database';

declare module 'vitest' {
  export interface ProvidedContext {
    templateName: string;
    templateDump: string;
  }
}

export default async function setup(project: TestProject) {
  const suffix = `${process.pid}_${Date.now().toString(36)}`;
  const templateName = `manzil_template_${suffix}`;
  const templateDump = `${process.env.TMPDIR ?? '/tmp'}/manzil-template-${suffix}.tar.gz`;
  // The project's name says which database its files run on (vitest.config.ts).
  const kind = project.name.endsWith('postgres') ? 'postgres' : 'pglite';
  const teardown = await createTemplate(kind, templateName, templateDump);
  project.provide('templateName', templateName);
  project.provide('templateDump', templateDump);
  return teardown;
}
