// Draws the whole plan from one PRNG. The parts run in this order, and each draws from the PRNG in
// its own fixed order, so every fresh install gets the same demo data: moving a part (or a draw)
// changes everything drawn after it.
import type { SeedPasswords } from './accounts';
import type { SeedImages } from './images/urls';
import { planContext, type Plan } from './plan';
import { planBids } from './plan-bids';
import { planInquiries } from './plan-inquiries';
import { planInvestments } from './plan-investments';
import { planListings } from './plan-listings';
import { planPortfolio } from './plan-portfolio';
import { planProjects } from './plan-projects';
import { planUsers } from './plan-users';

export async function buildPlan(images: SeedImages, now: Date, passwords: SeedPasswords): Promise<Plan> {
  const ctx = planContext(now);
  const { users, members } = await planUsers(ctx, passwords);
  const projects = planProjects(ctx, images);
  const { properties, sold, pending } = planListings(ctx, images, projects);
  const drawn = planInvestments(ctx, members);
  const bids = planBids(ctx, properties, { sold, pending }, members);
  const inquiries = planInquiries(ctx, properties, members);
  // Its own PRNG: what it adds leaves everything above as drawn.
  const { investments, holdings, distributions } = planPortfolio(now, drawn.investments, drawn.holdings);
  return { users, projects, properties, investments, holdings, distributions, bids, inquiries };
}
