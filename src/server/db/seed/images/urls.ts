// Names, sizes and public URLs of the seed images. Files are written once to
// <uploadDir>/seed/<name>-<size>.webp and served at /uploads/seed/<name>-<size>.webp.
import { PROPERTY_TYPES, type PropertyType } from '../../../../shared/constants';

export const IMAGE_SIZES = { card: { width: 640, height: 420 }, gallery: { width: 1280, height: 840 } } as const;
export type ImageSize = keyof typeof IMAGE_SIZES;
export const VARIANTS_PER_TYPE = 4;
export const PROJECT_IMAGE_KEYS = ['gardens', 'waterfront', 'towers', 'business'] as const;
export type ProjectImageKey = (typeof PROJECT_IMAGE_KEYS)[number];
export const SEED_IMAGE_DIR = 'seed';

export interface SeedImages {
  /** Gallery-size URLs, VARIANTS_PER_TYPE per property type. */
  byType: Record<PropertyType, string[]>;
  projects: Record<ProjectImageKey, string>;
}

export const typeImageName = (type: PropertyType, variant: number) => `${type}-${variant + 1}`;
export const projectImageName = (key: ProjectImageKey) => `project-${key}`;

export const seedImageUrl = (name: string, size: ImageSize = 'gallery') => `/uploads/${SEED_IMAGE_DIR}/${name}-${size}.webp`;

/** The public URLs of the seed images (whether or not the files exist yet). */
export function seedImageUrls(): SeedImages {
  const byType = Object.fromEntries(
    PROPERTY_TYPES.map((type) => [type, Array.from({ length: VARIANTS_PER_TYPE }, (_, v) => seedImageUrl(typeImageName(type, v)))]),
  ) as Record<PropertyType, string[]>;
  const projects = Object.fromEntries(PROJECT_IMAGE_KEYS.map((k) => [k, seedImageUrl(projectImageName(k))])) as Record<
    ProjectImageKey,
    string
  >;
  return { byType, projects };
}
