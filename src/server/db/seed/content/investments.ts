// The seeded investment opportunities, by investment type.
import type { InvestmentType } from '../../../../shared/constants';

export interface InvestmentTemplate {
  title: string;
  location: string;
  description: string;
}

export const INVESTMENT_TEMPLATES: Record<InvestmentType, readonly InvestmentTemplate[]> = {
  REIT: [
    {
      title: 'Riyadh Logistics REIT',
      location: 'Riyadh',
      description:
        'A portfolio of grade A logistics warehouses in Al Sulay and the 2nd Industrial City, leased to e-commerce and FMCG tenants on long leases with annual escalations.',
    },
    {
      title: 'Jeddah Retail Income REIT',
      location: 'Jeddah',
      description:
        'Neighbourhood shopping centres on Tahlia Street and Prince Sultan Road, anchored by supermarkets and pharmacies, with quarterly distributions.',
    },
    {
      title: 'Eastern Province Residential REIT',
      location: 'Khobar',
      description:
        'Stabilised residential compounds in Khobar and Dhahran let to corporate tenants, with occupancy above 92% over the past three years.',
    },
    {
      title: 'Makkah Hospitality REIT',
      location: 'Mecca',
      description:
        'Hotel apartments within walking distance of Masjid al-Haram, operated under management contracts and benefiting from year-round pilgrim demand.',
    },
    {
      title: 'Madinah Serviced Apartments REIT',
      location: 'Medina',
      description:
        'Serviced apartment buildings in the central area near Al-Masjid an-Nabawi, with income from long-stay and seasonal visitors.',
    },
    {
      title: 'Riyadh Office Income REIT',
      location: 'Riyadh',
      description: 'Grade A office buildings in Al Olaya and KAFD leased to banks, consultancies and government-linked entities.',
    },
    {
      title: 'Dammam Healthcare Properties REIT',
      location: 'Dammam',
      description:
        'Outpatient clinics and a specialist hospital building leased to leading healthcare operators on 15-year triple-net leases.',
    },
    {
      title: 'Saudi Education Assets REIT',
      location: 'Riyadh',
      description:
        'International and private school campuses in north Riyadh leased to established operators, with inflation-linked rents.',
    },
    {
      title: 'Jubail Industrial Housing REIT',
      location: 'Jubail',
      description:
        'Staff housing compounds serving the Jubail Industrial City, leased to petrochemical companies under long-term contracts.',
    },
  ],
  fund: [
    {
      title: 'Jeddah Waterfront Development Fund',
      location: 'Jeddah',
      description:
        'A closed-ended fund acquiring and repositioning seafront residential and leisure assets along the Jeddah Corniche and Obhur.',
    },
    {
      title: 'Riyadh Income Growth Fund',
      location: 'Riyadh',
      description:
        'A diversified real-estate fund of income-producing offices, retail and residential assets across Riyadh, targeting steady yield and capital growth.',
    },
    {
      title: 'Saudi Affordable Housing Fund',
      location: 'Riyadh',
      description:
        'Finances mid-market family housing aligned with the national home ownership programme, with off-plan sales backed by escrow accounts.',
    },
    {
      title: 'Eastern Province Opportunity Fund',
      location: 'Dammam',
      description: 'Targets undervalued commercial and residential assets in Dammam, Khobar and Dhahran for refurbishment and re-letting.',
    },
    {
      title: 'Holy Cities Hospitality Fund',
      location: 'Mecca',
      description: 'Invests in hotels and hotel apartments in Makkah and Madinah to serve growing Umrah visitor numbers.',
    },
    {
      title: 'Asir Tourism Real Estate Fund',
      location: 'Abha',
      description:
        'Develops boutique mountain resorts and chalets around Abha and Al Soudah as the Asir region opens to year-round tourism.',
    },
    {
      title: 'Taif Summer Resorts Fund',
      location: 'Taif',
      description:
        'Acquires and upgrades resort and chalet properties in Al Hada and Al Shafa, benefiting from the summer season in the mountains.',
    },
    {
      title: 'Najran Agricultural Land Fund',
      location: 'Najran',
      description: 'Holds agricultural and peri-urban land in the Najran valley, with income from farm leases and upside from rezoning.',
    },
    {
      title: 'Qassim Logistics and Trade Fund',
      location: 'Buraidah',
      description: 'Builds cold storage and distribution facilities serving the date and agricultural trade of the Qassim region.',
    },
  ],
  development: [
    {
      title: 'North Riyadh Villas Development',
      location: 'Riyadh',
      description:
        'Construction of 96 modern villas in Al Narjis with a community park, financed in three phases with pre-sales covering 40% of costs.',
    },
    {
      title: 'Obhur Marina Residences Development',
      location: 'Jeddah',
      description: 'A seafront tower of 180 apartments and a marina promenade on the Obhur creek, with completion planned in 30 months.',
    },
    {
      title: 'Khobar Corniche Mixed-Use Development',
      location: 'Khobar',
      description: 'A mixed-use block of ground-floor retail, offices and serviced apartments facing the Khobar Corniche.',
    },
    {
      title: 'Dhahran Tech Park Offices',
      location: 'Dhahran',
      description: 'Grade A office buildings beside the Dhahran Techno Valley, pre-let in part to energy and technology companies.',
    },
    {
      title: 'Medina Quba Residential Development',
      location: 'Medina',
      description: 'Family apartments in the Quba district, a few minutes from Quba Mosque, sold off-plan under the Wafi programme.',
    },
    {
      title: 'Tabuk Gateway Housing Development',
      location: 'Tabuk',
      description: 'Mid-market housing serving the growth of the northwest region and its giga-project workforce.',
    },
    {
      title: 'Abha Heights Chalets Development',
      location: 'Abha',
      description: 'Mountain-view chalets and a boutique hotel near Al Soudah, aimed at the fast-growing Asir tourism market.',
    },
    {
      title: 'Jubail Industrial Warehousing Development',
      location: 'Jubail',
      description: 'Build-to-suit warehouses and light-industrial units in the Jubail support industries park.',
    },
    {
      title: 'Makkah Third Ring Road Hotel Development',
      location: 'Mecca',
      description: 'A 420-key hotel on the Third Ring Road with shuttle access to Masjid al-Haram, operated by an international brand.',
    },
  ],
};
