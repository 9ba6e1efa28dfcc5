import { useQuery } from '@tanstack/react-query';
import type { ProjectDto } from '@shared/schemas/project';

// Development projects (SPEC §7). The key is the URL path, so the default query fn fetches it.

export const PROJECTS_KEY = ['/api/development-projects'] as const;

/** Every development project, newest first; also fills the admin property form's project select. */
export function useProjects() {
  return useQuery<ProjectDto[]>({ queryKey: PROJECTS_KEY });
}
