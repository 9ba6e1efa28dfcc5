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
  const teardown = await createTemplate(templateName, templateDump);
  project.provide('templateName', templateName);
  project.provide('templateDump', templateDump);
  return teardown;
}
