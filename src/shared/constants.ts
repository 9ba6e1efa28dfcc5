// Business constants (docs/product.md#choices, docs/product.md#limits), written once and used by the
// server, the client and the seed.

export const APP_NAME = 'Manzil';
/** Where people write to the team: the footer's Contact Us, and /sell's Contact Support. */
export const SUPPORT_EMAIL = 'support@manzil.sa';

export const ROLES = ['buyer', 'developer', 'investor', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const SIGNUP_ROLES = ['buyer', 'developer', 'investor'] as const;
export const ROLE_LABELS: Record<Role, string> = {
  buyer: 'Property Buyer',
  developer: 'Developer/Seller',
  investor: 'Investor',
  admin: 'Admin',
};

export const CURRENCIES = ['SAR', 'USD', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'SAR';

/** The ten cities the seed's random listings are in; the search offers every city of the forms (FORM_CITIES). */
export const SEARCH_CITIES = ['Riyadh', 'Jeddah', 'Dammam', 'Mecca', 'Medina', 'Taif', 'Khobar', 'Dhahran', 'Abha', 'Jubail'] as const;
/**
 * Every city a listing or a project can be in, offered by the forms and by the searches alike
 * (docs/product.md#choices): the original form list, and Abha, which had listings the search list
 * offered but the forms did not.
 */
export const FORM_CITIES = [
  'Riyadh',
  'Jeddah',
  'Mecca',
  'Medina',
  'Dammam',
  'Khobar',
  'Dhahran',
  'Tabuk',
  'Buraidah',
  'Khamis Mushait',
  'Hofuf',
  'Taif',
  'Najran',
  'Jubail',
  'Abha',
] as const;

export const PROPERTY_TYPES = ['apartment', 'villa', 'commercial', 'office', 'land', 'warehouse'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const PROPERTY_STATUSES = ['active', 'sold', 'pending'] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];
export const PROJECT_STATUSES = ['planning', 'under_construction', 'completed'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const INVESTMENT_TYPES = ['REIT', 'fund', 'development'] as const;
export type InvestmentType = (typeof INVESTMENT_TYPES)[number];
/** `funded` and `closed` let an admin stop new money coming in (docs/product.md#investments). */
export const INVESTMENT_STATUSES = ['active', 'funded', 'closed'] as const;
export type InvestmentStatus = (typeof INVESTMENT_STATUSES)[number];
/** `refunded`: its raise missed its deadline and the money went back (docs/product.md#raises-with-a-deadline). */
export const USER_INVESTMENT_STATUSES = ['active', 'completed', 'cancelled', 'refunded'] as const;

export const BID_STATUSES = ['pending', 'accepted', 'rejected', 'withdrawn'] as const;
export type BidStatus = (typeof BID_STATUSES)[number];
export const INQUIRY_STATUSES = ['pending', 'responded'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
/** Who put a viewing time on the table: the other side confirms it (docs/product.md#inquiries-and-conversations). */
export const VIEWING_PARTIES = ['asker', 'owner'] as const;
export type ViewingParty = (typeof VIEWING_PARTIES)[number];
/** A viewing may be asked for from now up to this many days ahead, on the hour between the first and last slot (Riyadh time). */
export const VIEWING = { daysAhead: 14, firstSlotHour: 9, lastSlotHour: 20 } as const;

export const PRICE_RANGES = [
  { id: '0-500000', label: 'Up to 500K', min: 0, max: 500_000 },
  { id: '500000-1000000', label: '500K - 1M', min: 500_000, max: 1_000_000 },
  { id: '1000000-2000000', label: '1M - 2M', min: 1_000_000, max: 2_000_000 },
  { id: '2000000-5000000', label: '2M - 5M', min: 2_000_000, max: 5_000_000 },
  { id: '5000000-999999999', label: '5M+', min: 5_000_000, max: 999_999_999 },
] as const;

/** How often a listing for rent charges its rent (docs/product.md#listings). */
export const RENT_PERIODS = ['yearly', 'monthly'] as const;

/** A listing's ad licence (docs/product.md#trust): none given, in force, or run out. */
export const AD_LICENSE_STATUSES = ['none', 'in-force', 'expired'] as const;
export type AdLicenseStatus = (typeof AD_LICENSE_STATUSES)[number];

/** A fair-price check or a market median needs at least this many listings: never a figure from fewer. */
export const MARKET_MIN_SAMPLE = 5;
/** A cut of the asking price is told on cards this long ("Price reduced 8 %"). */
export const PRICE_CUT_DAYS = 30;
/** Admins' "expiring soon" filter: licences that run out within this many days. */
export const LICENCE_EXPIRING_DAYS = 14;
export type RentPeriod = (typeof RENT_PERIODS)[number];
export const RENT_PERIOD_LABELS: Record<RentPeriod, string> = { yearly: 'Yearly', monthly: 'Monthly' };
/** A monthly rent compares with yearly ones as 12 months of it. */
export const MONTHS_PER_YEAR = 12;

/**
 * Price bands of the search (SAR): sales in Buy mode, yearly rents (a monthly rent × 12) in Rent mode
 * (docs/product.md#choices). A null end is open.
 */
export type PriceBand = { id: string; label: string; min: number | null; max: number | null };
export const SALE_PRICE_BANDS: readonly PriceBand[] = PRICE_RANGES.map((r) => ({
  id: r.id,
  label: r.label,
  min: r.min === 0 ? null : r.min,
  max: r.max === 999_999_999 ? null : r.max,
}));
export const RENT_PRICE_BANDS: readonly PriceBand[] = [
  { id: 'rent-0-30000', label: 'Up to 30K', min: null, max: 30_000 },
  { id: 'rent-30000-60000', label: '30K - 60K', min: 30_000, max: 60_000 },
  { id: 'rent-60000-100000', label: '60K - 100K', min: 60_000, max: 100_000 },
  { id: 'rent-100000-200000', label: '100K - 200K', min: 100_000, max: 200_000 },
  { id: 'rent-200000-', label: '200K+', min: 200_000, max: null },
];

/** SAR is pegged to the US dollar at this rate (SAMA, since 1986): a USD price × 3.75 is its SAR value. */
export const USD_SAR_PEG = '3.75';

export const SEARCH_AMENITIES = ['pool', 'gym', 'security', 'garden', 'elevator', 'balcony'] as const;
export type SearchAmenity = (typeof SEARCH_AMENITIES)[number];
export const SEARCH_AMENITY_LABELS: Record<SearchAmenity, string> = {
  pool: 'Pool',
  gym: 'Gym',
  security: '24/7 Security',
  garden: 'Garden',
  elevator: 'Elevator',
  balcony: 'Balcony',
};
export const PROPERTY_FEATURE_SWITCHES = ['furnished', 'balcony', 'garden', 'pool', 'gym', 'security', 'elevator'] as const;
export type PropertyFeatureSwitch = (typeof PROPERTY_FEATURE_SWITCHES)[number];
/** What the listing form's Features switches and the listing page call each feature. */
export const PROPERTY_FEATURE_LABELS: Record<PropertyFeatureSwitch, string> = {
  furnished: 'Furnished',
  balcony: 'Balcony',
  garden: 'Garden',
  pool: 'Swimming Pool',
  gym: 'Gym',
  security: '24/7 Security',
  elevator: 'Elevator',
};

export const PROPERTY_AMENITIES = [
  'Swimming Pool',
  'Gym',
  'Parking',
  'Security',
  'Elevator',
  'Balcony',
  'Garden',
  'Central AC',
  "Maid's Room",
  "Driver's Room",
  'Storage Room',
  'Laundry Room',
  'Study Room',
  'Roof Access',
  'Basement',
  'Fireplace',
] as const;
export type PropertyAmenity = (typeof PROPERTY_AMENITIES)[number];

/**
 * Six features are both a feature switch and an amenity choice (docs/product.md#listings). They are one fact:
 * the listing form shows only the switch, and the server keeps the pair in step (a listing has the
 * feature when the switch is on or the amenity is listed). The switches are what search filters on.
 */
export const FEATURE_SWITCH_AMENITY = {
  pool: 'Swimming Pool',
  gym: 'Gym',
  security: 'Security',
  elevator: 'Elevator',
  balcony: 'Balcony',
  garden: 'Garden',
} as const satisfies Partial<Record<PropertyFeatureSwitch, PropertyAmenity>>;
export type AmenitySwitch = keyof typeof FEATURE_SWITCH_AMENITY;
export const AMENITY_SWITCHES = Object.keys(FEATURE_SWITCH_AMENITY) as AmenitySwitch[];
export const PROJECT_AMENITIES = [
  'Swimming Pool',
  'Gym',
  "Children's Playground",
  'Security',
  'Parking',
  'Garden',
  'Mosque',
  'Shopping Center',
  'Healthcare Center',
  'Schools',
  'Restaurants',
  'Green Spaces',
  'Walking Tracks',
  'Sports Courts',
] as const;

/** Where the map pins a listing without coordinates: its city's centre (docs/product.md#choices). */
export const CITY_COORDINATES: Record<string, { lat: number; lng: number }> = {
  Riyadh: { lat: 24.7136, lng: 46.6753 },
  Jeddah: { lat: 21.4858, lng: 39.1925 },
  Dammam: { lat: 26.4207, lng: 50.0888 },
  Mecca: { lat: 21.3891, lng: 39.8579 },
  Medina: { lat: 24.5247, lng: 39.5692 },
  Taif: { lat: 21.2703, lng: 40.4178 },
  Tabuk: { lat: 28.3998, lng: 36.566 },
  Abha: { lat: 18.2164, lng: 42.5053 },
  Khobar: { lat: 26.2172, lng: 50.1971 },
  Najran: { lat: 17.4924, lng: 44.1277 },
  // Not in the original product's pin table; real city centres so their listings still land on the map.
  Dhahran: { lat: 26.2361, lng: 50.0393 },
  Jubail: { lat: 27.0046, lng: 49.646 },
  Buraidah: { lat: 26.3592, lng: 43.9818 },
  'Khamis Mushait': { lat: 18.3, lng: 42.7333 },
  Hofuf: { lat: 25.3647, lng: 49.5856 },
};
export const MAP_BOUNDS = { minLng: 30, maxLng: 60, minLat: 15, maxLat: 35 } as const;
/**
 * The map view pins every match of a search, up to this many (GET /api/properties/map answers
 * `truncated` beyond it): enough for a city's or a region's listings, small enough to draw as SVG.
 */
export const MAP_PIN_CAP = 500;
/** A pin's description is cut to this many characters (the map's detail card shows two lines). */
export const MAP_PIN_DESCRIPTION_CHARS = 200;

export const MAX_IMAGE_BYTES = 5_242_880;
export const IMAGE_LIMITS = { property: 15, project: 20, default: 10 } as const;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'] as const;
/** Widths of the two WebP sizes an upload is stored in (<id>-card.webp, <id>-gallery.webp): property cards and the detail gallery. */
export const UPLOAD_IMAGE_WIDTHS = { card: 640, gallery: 1600 } as const;

export const LIST_CAPS = {
  landingFeatured: 6,
  landingInvestments: 6,
  homeDashboard: 3,
  adminInvestments: 10,
  topCities: 3,
  skeletonCards: 6,
} as const;

/** The offer form's suggested range, as shares of the asking price (a hint, not a rule). */
export const BID_HINTS = { minRatio: 0.8, suggestedMaxRatio: 1.0 } as const;

export const DELAYS = {
  unauthorizedRedirectMs: 500,
  loginRequiredRedirectMs: 1000,
  paymentProcessingMs: 2000,
  paymentSuccessPauseMs: 1500,
  toastMs: 5000,
} as const;

export const STATIC_INVESTMENT_SUMMARY = { averageRoi: '12.5%', minInvestment: '25,000', avgDurationMonths: '36' } as const;

export const PAGINATION = { defaultPageSize: 24, maxPageSize: 100 } as const;

/** The largest id a path or a payload may name: PostgreSQL's integer, which every id column is. */
export const MAX_ID = 2_147_483_647;

/**
 * The longest text a search box sends (neighbourhood, the admin searches): far more than any place
 * or name, and short enough that a trigram lookup stays cheap.
 */
export const SEARCH_TEXT_MAX = 60;

export const MIN_NAME_LENGTH = 2;
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
export const YEAR_BUILT_MIN = 1900;
export const YEAR_BUILT_SEARCH_MAX = 2030;

export const PAYMENT_METHODS = [
  { id: 'card', name: 'Credit / Debit Card', description: 'Visa, Mastercard, Mada', icon: 'credit-card' },
  { id: 'paytabs', name: 'PayTabs', description: 'Local payment gateway', icon: 'wallet', popular: true },
  { id: 'hyperpay', name: 'HyperPay', description: 'Secure online payment', icon: 'shield-check' },
  { id: 'transfer', name: 'Bank Transfer', description: 'Direct bank transfer', icon: 'landmark' },
  { id: 'mada', name: 'mada', description: 'Saudi debit cards', icon: 'mada' },
  { id: 'apple-pay', name: 'Apple Pay', description: 'Pay with Face ID or Touch ID', icon: 'apple-pay' },
  { id: 'stc-pay', name: 'STC Pay', description: 'Pay from your STC Pay wallet', icon: 'stc-pay' },
  { id: 'sadad', name: 'SADAD', description: 'Pay a bill number from your bank', icon: 'sadad' },
] as const;
export const PAYMENT_METHOD_IDS = PAYMENT_METHODS.map((m) => m.id) as [PaymentMethodId, ...PaymentMethodId[]];
export type PaymentMethodId = (typeof PAYMENT_METHODS)[number]['id'];

/**
 * The kinds of money movement in an investor's ledger (docs/product.md#the-ledger): money in
 * (`investment`, paid by the investor) and money out to the investor (`distribution`, `refund`).
 */
export const LEDGER_ENTRY_KINDS = ['investment', 'distribution', 'refund'] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];
/** A ledger entry's reference: MNZ-, the year it happened (Riyadh time), and a serial of at least six digits. */
export const LEDGER_REFERENCE_PATTERN = /^MNZ-\d{4}-\d{6,}$/;
/** How distributions reach investors: by bank transfer, whatever method paid for the holding. */
export const DISTRIBUTION_METHOD: PaymentMethodId = 'transfer';

/**
 * What an investor confirms before their first investment in an opportunity (stored with its time,
 * docs/product.md#limits-a-regulator-would-ask-for).
 */
export const RISK_STATEMENT =
  'I understand that real-estate investments can lose value, that returns are not guaranteed, that my money may be locked in for the whole term, and that past or expected returns do not promise future ones.';

/** Result orders of the listing search (docs/product.md#listings); here, not in the Zod schema, so /buy loads no Zod. */
export const PROPERTY_SORTS = ['newest', 'price_asc', 'price_desc', 'area_desc'] as const;
export type PropertySort = (typeof PROPERTY_SORTS)[number];

/** An outbox e-mail's state (docs/decisions/006-jobs-and-outbox.md); `held`: no mail server is configured, it waits in /admin's Outbox. */
export const EMAIL_STATUSES = ['queued', 'sent', 'failed', 'held'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];
/** Why an e-mail is sent: asked for (always goes), or one of the three preferences of the account. */
export const EMAIL_CATEGORIES = ['requested', 'communications', 'notifications', 'marketing'] as const;
export type EmailCategory = (typeof EMAIL_CATEGORIES)[number];
