// The plan's development projects, one per project template, owned by the two demo developers.
import { coordinatesNear } from './content/places';
import { PROJECTS } from './content/projects';
import type { ProjectImageKey, SeedImages } from './images/urls';
import { DAY, DEV1, DEV2, type Plan, type PlanContext } from './plan';
import { int, sample } from './random';

export function planProjects({ rng, now, at }: PlanContext, images: SeedImages): Plan['projects'] {
  return PROJECTS.map((p) => {
    const createdAt = at(int(rng, 95, 160));
    const projectImages = [images.projects[p.key as ProjectImageKey], ...sample(rng, images.byType[p.listings[0].type], 2)];
    return {
      owner: p.developer === 0 ? DEV1 : DEV2,
      values: {
        name: p.name,
        description: p.description,
        location: p.location,
        city: p.city,
        totalUnits: p.totalUnits,
        completedUnits: p.completedUnits,
        priceRange: p.priceRange,
        amenities: p.amenities,
        images: projectImages,
        ...coordinatesNear(rng, p.city, 4),
        status: p.status,
        expectedCompletion: new Date(now.getTime() + p.completionInMonths * 30 * DAY),
        createdAt,
        updatedAt: createdAt,
      },
    };
  });
}
