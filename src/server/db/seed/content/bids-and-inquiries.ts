// What buyers write: the messages of their bids, and inquiry threads (an inquiry, the owner's
// answer, sometimes a follow-up) for the listings where each makes sense.
import { PROPERTY_TYPES, type PropertyType } from '../../../../shared/constants';
import type { ListingMode } from './listing-profiles';

export const BID_MESSAGES = [
  'Cash offer, ready to transfer within two weeks.',
  'We are pre-approved for financing with Al Rajhi Bank and can move quickly.',
  'Serious buyer. Happy to sign at the notary as soon as possible.',
  'This is my best offer given the current market.',
  'Flexible on the handover date if that helps the owner.',
  'Offer subject to a satisfactory inspection.',
  'We have viewed the property twice and would like to proceed. Please consider our offer.',
  null,
] as const;

const HOMES: readonly PropertyType[] = ['apartment', 'villa'];
const BUSINESS: readonly PropertyType[] = ['office', 'commercial', 'warehouse'];
const BUILT: readonly PropertyType[] = ['apartment', 'villa', 'office', 'commercial', 'warehouse'];

/** An inquiry, the owner's answer, and sometimes the asker's follow-up. */
export interface InquiryThread {
  types: readonly PropertyType[];
  mode: ListingMode | 'any';
  message: string;
  reply: string;
  followUp?: string;
}

export const INQUIRY_THREADS: readonly InquiryThread[] = [
  {
    types: BUILT,
    mode: 'sale',
    message: 'Is the price negotiable? I would like to arrange a viewing this weekend.',
    reply:
      'Thank you for your interest. There is some room for a serious buyer. We can arrange a viewing on Saturday at 5 pm; please confirm.',
    followUp: 'Saturday at 5 pm works for us. See you there.',
  },
  {
    types: PROPERTY_TYPES,
    mode: 'sale',
    message: 'Is the title deed ready for transfer, and are there any outstanding service charges?',
    reply: 'Yes, the deed is ready for transfer at the notary and there are no outstanding charges. I can share a copy when we meet.',
  },
  {
    types: PROPERTY_TYPES,
    mode: 'sale',
    message: 'Would the owner accept payment through bank financing?',
    reply: 'Bank financing is fine. Our sales office can prepare the documents your bank will need, including the valuation request.',
    followUp: 'Thank you, I will ask my bank to start the valuation this week.',
  },
  {
    types: BUILT,
    mode: 'any',
    message: 'Could you share more photos of the interior and the floor plan?',
    reply: 'Of course. I have sent the floor plan and recent photos to your number on WhatsApp.',
  },
  {
    types: HOMES,
    mode: 'any',
    message: 'Hello, is this property still available? We are a family of five and would like to visit this week.',
    reply: 'Hello, yes it is still available. Any day this week after Asr prayer works; let me know which day suits you.',
    followUp: 'Thursday would be ideal for us, thank you.',
  },
  {
    types: HOMES,
    mode: 'any',
    message: 'How far is it from the nearest international school, and is there covered parking?',
    reply: 'It is about ten minutes by car from two international schools, and there is covered parking for two cars.',
  },
  {
    types: BUSINESS,
    mode: 'any',
    message: 'I am interested in this listing for my company. Can we visit on Sunday morning?',
    reply: 'Sunday at 10 am is fine. Please ask for the building manager at reception.',
    followUp: 'Confirmed, we will be there at 10.',
  },
  {
    types: BUILT,
    mode: 'rent',
    message: 'Is the rent payable in two instalments? We would like to move in next month.',
    reply: 'Yes, the rent can be paid in two instalments through an Ejar contract. The unit is available from the first of next month.',
    followUp: 'Great, please go ahead and prepare the Ejar contract.',
  },
  {
    types: BUILT,
    mode: 'rent',
    message: 'Are water and electricity included in the rent, and is there a security deposit?',
    reply: "Utilities are not included; the unit has its own meters. The deposit is one month's rent, refunded at the end of the lease.",
  },
  {
    types: BUILT,
    mode: 'rent',
    message: 'Would the owner consider a three-year lease at a lower yearly rent?',
    reply: 'The owner is open to a three-year lease. I will confirm the best yearly rent by tomorrow.',
  },
  {
    types: ['land'],
    mode: 'sale',
    message: 'Is this plot on a corner, and are electricity and water already connected?',
    reply:
      'It has two street frontages, and electricity and water connections are at the boundary. The building permit can be issued quickly.',
  },
];

/** The threads that make sense for a listing of `type` offered for `mode`. */
export function threadsFor(type: PropertyType, mode: ListingMode): InquiryThread[] {
  return INQUIRY_THREADS.filter((t) => t.types.includes(type) && (t.mode === 'any' || t.mode === mode));
}
