// Valid request bodies, shared by the route matrix (so a status shows permission, not validation)
// and the hostile-input tests (which start from them and spoil one field at a time).

export const validListing = {
  title: 'Family villa in Al Malqa',
  description: 'Five bedrooms, private pool and garden.',
  price: '1500000',
  city: 'Riyadh',
  propertyType: 'villa',
  area: '333.33',
  bedrooms: 5,
  bathrooms: 4,
};

export const validProject = {
  name: 'Al Yasmin Residences',
  location: 'Al Yasmin, Riyadh',
  city: 'Riyadh',
  totalUnits: 120,
  status: 'under_construction',
};

export const validOpportunity = {
  title: 'Riyadh Logistics REIT',
  description: 'Grade-A warehouses on the Riyadh ring road.',
  minimumInvestment: '25000',
  expectedRoi: '12.5',
  duration: 36,
  investmentType: 'REIT',
  location: 'Riyadh',
  totalFunding: '5000000',
};

export const signupProfile = {
  firstName: 'Noura',
  lastName: 'Al-Qahtani',
  role: 'buyer',
  privacyPolicyAccepted: true,
  termsAccepted: true,
  dataProcessingConsent: true,
  emailCommunications: true,
  emailNotifications: true,
  emailMarketing: false,
};

export const validInquiry = { message: 'Is it still available for a viewing?', contactPhone: '0551234567' };
export const validBid = { bidAmount: '950000', message: 'Ready to close this month.' };
export const validReply = { body: 'Yes, Saturday at ten works.' };
