// The seeded development projects and the listings that belong to each.
import type { PropertyType } from '../../../../shared/constants';
import type { ListingMode } from './listing-profiles';

export interface ProjectTemplate {
  key: 'gardens' | 'waterfront' | 'towers' | 'business';
  name: string;
  city: string;
  neighborhood: string;
  location: string;
  description: string;
  /** Index into the seed's developers: 0 = the first developer, 1 = the second. */
  developer: 0 | 1;
  status: 'planning' | 'under_construction' | 'completed';
  totalUnits: number;
  completedUnits: number;
  priceRange: string;
  amenities: string[];
  /** Months from now (negative: in the past). */
  completionInMonths: number;
  /** The listings that belong to it. */
  listings: { type: PropertyType; mode: ListingMode }[];
}

export const PROJECTS: readonly ProjectTemplate[] = [
  {
    key: 'gardens',
    name: 'Al-Rashid Gardens',
    city: 'Riyadh',
    neighborhood: 'Al Narjis',
    location: 'Al Narjis, off the Northern Ring Road, Riyadh',
    description:
      'A gated community of 320 contemporary villas and townhouses by Al-Rashid Developments in north Riyadh. ' +
      'Tree-lined streets, a central park with walking tracks, a community mosque and a neighbourhood school ' +
      'put everyday life within a short walk. Phase one is handed over; phase two is under construction.',
    developer: 0,
    status: 'under_construction',
    totalUnits: 320,
    completedUnits: 138,
    priceRange: '1,450,000 - 4,200,000 SAR',
    amenities: ['Swimming Pool', 'Gym', "Children's Playground", 'Security', 'Mosque', 'Schools', 'Green Spaces', 'Walking Tracks'],
    completionInMonths: 14,
    listings: [
      { type: 'villa', mode: 'sale' },
      { type: 'villa', mode: 'sale' },
      { type: 'apartment', mode: 'sale' },
    ],
  },
  {
    key: 'waterfront',
    name: 'Obhur Bay Residences',
    city: 'Jeddah',
    neighborhood: 'North Obhur',
    location: 'North Obhur Corniche, Jeddah',
    description:
      'Seafront apartments on the Obhur creek with private beach access, a marina promenade and Red Sea views ' +
      'from every living room. Three residential towers over a landscaped podium with pools, cafés and retail.',
    developer: 1,
    status: 'under_construction',
    totalUnits: 480,
    completedUnits: 120,
    priceRange: '850,000 - 3,600,000 SAR',
    amenities: ['Swimming Pool', 'Gym', 'Security', 'Parking', 'Restaurants', 'Shopping Center', 'Walking Tracks'],
    completionInMonths: 22,
    listings: [
      { type: 'apartment', mode: 'sale' },
      { type: 'apartment', mode: 'sale' },
      { type: 'apartment', mode: 'rent' },
    ],
  },
  {
    key: 'towers',
    name: 'Khobar Corniche Towers',
    city: 'Khobar',
    neighborhood: 'Al Khobar Al Shamaliyah',
    location: 'Corniche Road, Al Khobar Al Shamaliyah, Khobar',
    description:
      'Two completed residential towers facing the Arabian Gulf, with 260 apartments from one to four bedrooms. ' +
      "Residents share a rooftop pool, a gym, a children's play area and a 24/7 concierge, steps from the Corniche.",
    developer: 0,
    status: 'completed',
    totalUnits: 260,
    completedUnits: 260,
    priceRange: '720,000 - 2,900,000 SAR',
    amenities: ['Swimming Pool', 'Gym', "Children's Playground", 'Security', 'Parking', 'Healthcare Center', 'Green Spaces'],
    completionInMonths: -8,
    listings: [
      { type: 'apartment', mode: 'sale' },
      { type: 'apartment', mode: 'rent' },
    ],
  },
  {
    key: 'business',
    name: 'Hittin Business Park',
    city: 'Riyadh',
    neighborhood: 'Hittin',
    location: 'Hittin, King Salman Road, Riyadh',
    description:
      'A business park of six low-rise Grade A office buildings around a shaded central plaza, with showrooms on ' +
      'King Salman Road, underground parking and a food court. Designed for LEED Gold certification.',
    developer: 1,
    status: 'planning',
    totalUnits: 85,
    completedUnits: 0,
    priceRange: '1,200,000 - 9,500,000 SAR',
    amenities: ['Security', 'Parking', 'Restaurants', 'Shopping Center', 'Green Spaces', 'Gym'],
    completionInMonths: 36,
    listings: [
      { type: 'office', mode: 'sale' },
      { type: 'office', mode: 'rent' },
    ],
  },
];
