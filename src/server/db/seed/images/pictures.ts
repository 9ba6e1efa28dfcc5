// The seed pictures: flat-style SVG illustrations. Each property type has several variants (time
// of day, colours, layout), plus one picture per seeded development project.
import { PROPERTY_TYPES } from '../../../../shared/constants';
import { between, type Rng } from '../random';
import { sky } from './backdrop';
import { H, W, makeCtx, radial, type Ctx } from './canvas';
import { TIMES, type TimeOfDay } from './light';
import { PROJECT_DRAWERS } from './project-scenes';
import { TYPE_DRAWERS } from './type-scenes';
import { PROJECT_IMAGE_KEYS, VARIANTS_PER_TYPE, projectImageName, typeImageName, type ProjectImageKey } from './urls';

/** Every image name with what it shows. */
export function allImages(): { name: string; draw: (rng: Rng) => string }[] {
  const list: { name: string; draw: (rng: Rng) => string }[] = [];
  PROPERTY_TYPES.forEach((type, t) => {
    for (let v = 0; v < VARIANTS_PER_TYPE; v++) {
      // Rotate times of day so the first image of each type is not always the morning one.
      const tod = TIMES[(v + t) % TIMES.length];
      list.push({ name: typeImageName(type, v), draw: (rng) => scene(rng, tod, (ctx) => TYPE_DRAWERS[type](ctx, v)) });
    }
  });
  const projectTimes: Record<ProjectImageKey, TimeOfDay> = { gardens: 'morning', waterfront: 'sunset', towers: 'midday', business: 'dusk' };
  for (const key of PROJECT_IMAGE_KEYS) {
    list.push({ name: projectImageName(key), draw: (rng) => scene(rng, projectTimes[key], (ctx) => PROJECT_DRAWERS[key](ctx)) });
  }
  return list;
}

function scene(rng: Rng, tod: TimeOfDay, draw: (ctx: Ctx) => string): string {
  const ctx = makeCtx(rng, tod, between(rng, 570, 600));
  const back = sky(ctx);
  const body = draw(ctx);
  // A soft vignette pulls the eye to the centre.
  const vignette = radial(ctx, [
    [0.7, '#000000', 0],
    [1, '#000000', ctx.tod === 'dusk' ? 0.3 : 0.12],
  ]);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${ctx.defs.join('')}</defs>` +
    `${back}${body}<rect width="${W}" height="${H}" fill="${vignette}"/></svg>`
  );
}
