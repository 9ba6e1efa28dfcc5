// The words of a listing, per property type and offer: title templates, opening sentences, a
// sentence per feature switch, location sentences and closings. `{name}` is filled in by `fill`.
import type { PropertyType } from '../../../../shared/constants';
import type { Features, ListingMode } from './listing-profiles';

export function fill(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}

export const TITLES: Record<PropertyType, Record<ListingMode, readonly string[]>> = {
  apartment: {
    sale: [
      'Modern {beds}-Bedroom Apartment in {nb}',
      'Spacious Family Apartment near {landmark}',
      'Bright {beds}BR Apartment with City Views in {nb}',
      'Newly Finished {beds}-Bedroom Flat in {nb}',
      'Corner Apartment with Private Roof in {nb}',
      'Elegant {beds}-Bedroom Residence off {road}',
      'Ground-Floor Apartment with Garden in {nb}',
      '{beds}-Bedroom Apartment in a Gated Compound, {nb}',
      '{beds}-Bedroom Apartment with Shared Pool in {nb}',
    ],
    rent: [
      '{beds}-Bedroom Apartment for Rent in {nb}',
      '{furnishedLabel}{beds}BR Apartment near {landmark}',
      'Family Apartment for Annual Rent in {nb}',
      'Modern {beds}-Bedroom Flat off {road}',
      'New {beds}BR Apartment with Balcony in {nb}',
      'Apartment with Gym and Pool Access in {nb}',
    ],
  },
  villa: {
    sale: [
      'Luxury {beds}-Bedroom Villa in {nb}',
      'Modern Villa with Private Pool in {nb}',
      'Duplex Villa with Garden in {nb}',
      'Corner Villa near {landmark}',
      'Contemporary {beds}-Bedroom Villa off {road}',
      'Family Villa with Annex in {nb}',
      'Townhouse Villa in {nb}',
      'Classic Najdi-Style Villa in {nb}',
    ],
    rent: [
      '{beds}-Bedroom Villa for Rent in {nb}',
      'Spacious Family Villa for Annual Rent in {nb}',
      '{furnishedLabel}Villa with Garden near {landmark}',
      'Villa with Private Pool for Rent in {nb}',
      'Compound Villa for Rent off {road}',
      'Duplex Villa for Annual Rent near {landmark}',
    ],
  },
  office: {
    sale: [
      'Grade A Office Floor in {nb}',
      'Fitted Office Space on {road}',
      'Corporate Office near {landmark}',
      'Premium Office Suite in {nb}',
    ],
    rent: ['Office Space for Rent on {road}', '{furnishedLabel}Office Suite in {nb}', 'Grade A Offices for Lease near {landmark}'],
  },
  commercial: {
    sale: [
      'Retail Showroom on {road}',
      'Commercial Building in {nb}',
      'Prime Corner Shop in {nb}',
      'Income-Generating Retail Plaza in {nb}',
    ],
    rent: [
      'Street-Front Showroom for Rent on {road}',
      'Retail Unit for Lease in {nb}',
      'Restaurant-Ready Commercial Space near {landmark}',
    ],
  },
  land: {
    sale: [
      'Residential Plot in {nb}',
      'Corner Land on {road}',
      'Commercial Land near {landmark}',
      'Prime {areaLabel} m² Plot in {nb}',
      'Investment Land in {nb}',
    ],
    rent: ['Land for Lease in {nb}'],
  },
  warehouse: {
    sale: ['Logistics Warehouse in {nb}', 'Industrial Warehouse with Loading Docks in {nb}', 'Cold-Storage Ready Warehouse in {nb}'],
    rent: [
      'Warehouse for Lease in {nb}',
      '{areaLabel} m² Storage Warehouse for Rent in {nb}',
      'Distribution Warehouse for Rent off {road}',
    ],
  },
};

export const OPENINGS: Record<PropertyType, readonly string[]> = {
  apartment: [
    'A well-laid-out {beds}-bedroom apartment in {nb}, one of the most sought-after districts of {city}.',
    'Bright and airy {beds}-bedroom apartment on a quiet street in {nb}, {city}.',
    'This {area} m² apartment in {nb} offers {beds} bedrooms and {baths} bathrooms in a well-managed building.',
  ],
  villa: [
    'An elegant {beds}-bedroom villa on a {area} m² plot in {nb}, {city}.',
    'Modern family villa in {nb} with generous living spaces across two floors and a private entrance.',
    'This contemporary villa in {nb} combines {beds} bedrooms, {baths} bathrooms and a separate majlis for guests.',
  ],
  office: [
    'Grade A office space of {area} m² in {nb}, {city}, with open-plan floors and meeting rooms.',
    'A fully serviced office in {nb} suited to regional headquarters and professional firms.',
    'Flexible {area} m² office floor in {nb} with raised floors and floor-to-ceiling glazing.',
  ],
  commercial: [
    'A high-visibility commercial unit of {area} m² in {nb}, {city}, on a busy retail frontage.',
    'Street-front retail space in {nb} with wide glass shopfronts and easy customer parking.',
    'Commercial property in {nb} ideal for a showroom, clinic, café or restaurant.',
  ],
  land: [
    'A {area} m² plot in {nb}, {city}, with clear title and all services available at the boundary.',
    'Level {area} m² land in {nb}, zoned for residential development, on a {street} m wide street.',
    'Well-located {area} m² plot in the growing district of {nb}, {city}.',
  ],
  warehouse: [
    'A {area} m² warehouse in {nb}, {city}, with a clear internal height of {height} m.',
    'Modern logistics warehouse in {nb} with truck access, loading docks and a secure yard.',
    'Steel-structure warehouse of {area} m² in {nb}, suited to storage, distribution or light industry.',
  ],
};

export function featureSentence(type: PropertyType, feature: keyof Features): string {
  const home = type === 'villa';
  switch (feature) {
    case 'furnished':
      return 'It comes fully furnished with quality fittings, ready to move in.';
    case 'balcony':
      return home ? 'Upstairs bedrooms open onto a wide terrace.' : 'A private balcony catches the evening breeze.';
    case 'garden':
      return 'The landscaped garden is perfect for family gatherings.';
    case 'pool':
      return home ? 'A private swimming pool adds a touch of resort living.' : 'Residents share a temperature-controlled swimming pool.';
    case 'gym':
      return home ? 'A dedicated home gym room is fitted on the lower floor.' : 'A fully equipped gym is open to occupants.';
    case 'security':
      return '24/7 security and CCTV keep the property safe.';
    case 'elevator':
      return home ? 'A private elevator serves every floor.' : 'Served by modern high-speed elevators.';
  }
}

export const FEATURE_KEYS: readonly (keyof Features)[] = ['furnished', 'balcony', 'garden', 'pool', 'gym', 'security', 'elevator'];

export const LOCATION_SENTENCES = [
  'Minutes from {landmark} with quick access to {road}.',
  'Close to schools, mosques and supermarkets, and a short drive to {landmark}.',
  'Located just off {road}, with {landmark} a few minutes away.',
  'Easy access to {road} and the main shopping and dining spots of {city}.',
];

export const CLOSINGS: Record<ListingMode, readonly string[]> = {
  sale: [
    'Title deed ready for immediate transfer.',
    'Direct from the owner; no brokerage fee.',
    'Bank financing available through partner banks.',
    'Viewing by appointment.',
  ],
  rent: [
    'Annual rent payable in two instalments through an Ejar contract.',
    'Rent is paid yearly; utilities are not included.',
    'Available immediately; viewing by appointment.',
    'Ejar-registered lease; one or two payments per year.',
  ],
};
