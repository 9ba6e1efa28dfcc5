// The people of the seed: Saudi first and family names, and mobile numbers.
import { chance, int, pick, type Rng } from '../random';

export const MALE_FIRST_NAMES = [
  'Abdullah',
  'Mohammed',
  'Faisal',
  'Khalid',
  'Sultan',
  'Turki',
  'Fahad',
  'Nasser',
  'Omar',
  'Saad',
  'Majed',
  'Yousef',
  'Ibrahim',
  'Hamad',
  'Bandar',
  'Ziyad',
  'Abdulaziz',
  'Mishari',
  'Rakan',
  'Waleed',
] as const;
export const FEMALE_FIRST_NAMES = [
  'Noura',
  'Sara',
  'Reem',
  'Lama',
  'Hessa',
  'Nouf',
  'Maha',
  'Haifa',
  'Dana',
  'Jawaher',
  'Rawan',
  'Lujain',
  'Amal',
  'Ghada',
  'Shahad',
  'Razan',
] as const;
export const FAMILY_NAMES = [
  'Al-Qahtani',
  'Al-Otaibi',
  'Al-Ghamdi',
  'Al-Zahrani',
  'Al-Harbi',
  'Al-Dosari',
  'Al-Shehri',
  'Al-Mutairi',
  'Al-Subaie',
  'Al-Shammari',
  'Al-Anazi',
  'Al-Malki',
  'Al-Sulaiman',
  'Al-Amoudi',
  'Al-Juhani',
  'Al-Faraj',
  'Al-Hazmi',
  'Al-Tamimi',
  'Al-Omari',
  'Al-Khalidi',
  'Al-Bishi',
  'Al-Asmari',
  'Al-Yami',
  'Al-Nasser',
] as const;

export function personName(rng: Rng): { firstName: string; lastName: string } {
  const first = chance(rng, 0.6) ? pick(rng, MALE_FIRST_NAMES) : pick(rng, FEMALE_FIRST_NAMES);
  return { firstName: first, lastName: pick(rng, FAMILY_NAMES) };
}

/** A Saudi mobile number as the API stores it: +9665XXXXXXXX (entered as 05XXXXXXXX). */
export function saudiMobile(rng: Rng): string {
  const prefix = pick(rng, ['50', '53', '54', '55', '56', '58', '59']);
  return `+966${prefix}${String(int(rng, 0, 9_999_999)).padStart(7, '0')}`;
}
