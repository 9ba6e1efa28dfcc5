// Where the seed's listings are: real neighbourhoods, industrial districts, roads and landmarks
// of each city, its price level, and points near its centre.
import { CITY_COORDINATES } from '../../../../shared/constants';
import type { Rng } from '../random';

/** Real neighbourhoods (and districts) of each city the product knows. */
export const NEIGHBORHOODS: Record<string, readonly string[]> = {
  Riyadh: [
    'Al Olaya',
    'Al Malqa',
    'Hittin',
    'Al Yasmin',
    'Al Narjis',
    'Al Sulimaniyah',
    'Diplomatic Quarter',
    'Al Sahafa',
    'Al Nakheel',
    'Al Wadi',
    'Al Aqiq',
    'Qurtubah',
    'Al Rabwa',
    'Al Muruj',
    'Al Ghadir',
    'Al Murabba',
  ],
  Jeddah: [
    'Al Shati',
    'Al Rawdah',
    'North Obhur',
    'Al Hamra',
    'Al Zahra',
    'Al Andalus',
    'Al Khalidiyah',
    'Al Salamah',
    'Al Naeem',
    'Al Basateen',
    'Al Muhammadiyah',
    'Al Marwah',
    'Al Nahdah',
    'Al Balad',
  ],
  Dammam: [
    'Al Faisaliyah',
    'Al Mazruiyah',
    'Al Shati Al Sharqi',
    'Al Nuzhah',
    'Al Jalawiyah',
    'Al Adamah',
    'Al Fursan',
    'Al Muhammadiyah',
    'Al Manar',
    'Al Hamra',
  ],
  Khobar: [
    'Al Aqrabiyah',
    'Al Rakah',
    'Al Thuqbah',
    'Al Yarmouk',
    'Al Bandariyah',
    'Al Olaya',
    'Al Khobar Al Shamaliyah',
    'Al Hizam Al Dhahabi',
    'Al Corniche',
  ],
  Dhahran: ['Al Doha Al Shamaliyah', 'Al Doha Al Janubiyah', 'Al Qusur', 'Dhahran Hills', 'Al Jamiyin', 'Gulf Palace'],
  Mecca: ['Al Aziziyah', 'Al Awali', 'Al Shawqiyah', 'Al Naseem', 'Batha Quraish', 'Al Rusaifah', 'Al Zahir', 'Al Hijrah', 'Al Kakiyah'],
  Medina: ['Quba', 'Al Aziziyah', 'Al Khalidiyah', 'Al Iskan', 'Shuran', 'Al Jumuah', 'Al Anabis', 'Al Ranuna', 'Al Uyun'],
  Taif: ['Al Hawiyah', 'Al Shafa', 'Al Hada', 'Al Faisaliyah', 'Shihar', 'Al Qumariyah', 'Al Waheet', 'Al Rehab'],
  Abha: ['Al Mansak', 'Al Numais', 'Al Khalidiyah', 'Al Muwadhafin', 'Al Sad', 'Al Muftaha', 'Al Marooj'],
  Jubail: ['Al Fanateer', 'Al Deffi', 'Al Huwaylat', 'Al Jalmudah', 'Al Andalus', 'Al Mutrafiah', 'Jubail Al Balad'],
  Tabuk: ['Al Muruj', 'Al Faisaliyah', 'Al Rawdah', 'Al Sulaimaniyah', 'Al Akhdar', 'Al Rabwah'],
  Buraidah: ['Al Rayyan', 'Al Iskan', 'Al Safra', 'Al Nahdah', 'Al Khabib', 'Al Fayziyah'],
  'Khamis Mushait': ['Al Rawdah', 'Al Dhabab', 'Al Nuzhah', 'Al Khalidiyah', 'Al Muntazah', 'Umm Sarar'],
  Hofuf: ['Al Kut', 'Al Naathil', 'Al Rifaah', 'Al Muhammadiyah', 'Al Salmaniyah', 'Al Mazrouiyah'],
  Najran: ['Al Faisaliyah', 'Al Fahd', 'Aba Al Saud', 'Al Khalidiyah', 'Al Mikhlaf', 'Al Jurbah'],
};

/** Where warehouses are: the industrial and logistics districts. */
export const INDUSTRIAL_AREAS: Record<string, readonly string[]> = {
  Riyadh: ['Al Sulay', '2nd Industrial City', 'Al Masani', 'Al Mashael'],
  Jeddah: ['Al Khumrah', '1st Industrial City', 'Al Sanabel', 'Al Mahjar'],
  Dammam: ['2nd Industrial City', '1st Industrial City', 'Al Khalidiyah Al Janubiyah'],
  Jubail: ['Jubail Industrial City', 'Al Fanateer', 'Support Industries Park'],
  Buraidah: ['Buraidah Industrial City', 'Al Sinaiyah'],
};

export const ROADS: Record<string, readonly string[]> = {
  Riyadh: [
    'King Fahd Road',
    'Northern Ring Road',
    'Olaya Street',
    'Prince Mohammed bin Salman Road',
    'King Salman Road',
    'Anas Ibn Malik Road',
    'Takhassusi Street',
    'Imam Saud Road',
  ],
  Jeddah: [
    'Prince Sultan Road',
    'Tahlia Street',
    'King Abdulaziz Road',
    'Madinah Road',
    'Corniche Road',
    'Sari Street',
    'Palestine Street',
  ],
  Dammam: ['King Saud Street', 'King Fahd Road', 'Prince Mohammed bin Fahd Road', 'Gulf Road', 'Abu Hadriyah Road'],
  Khobar: ['Prince Turki Street', 'King Khalid Street', 'Corniche Road', 'King Fahd Road', 'Dhahran Street'],
  Dhahran: ['King Abdulaziz Road', 'Dhahran Street', 'University Road', 'King Saud Road'],
  Mecca: ['Ibrahim Al Khalil Road', 'King Abdullah Road', 'Third Ring Road', 'Umm Al Qura Road', 'Al Haj Street'],
  Medina: ['King Abdullah Road', 'Quba Road', 'Sultana Road', 'King Faisal Road', 'Abu Bakr Al Siddiq Road'],
  Taif: ['Shihar Road', 'King Faisal Road', 'Al Hada Road', 'Prince Sultan Road'],
  Abha: ['King Abdulaziz Road', 'King Fahd Road', 'Al Soudah Road', 'Prince Sultan Road'],
  Jubail: ['King Abdulaziz Road', 'Jubail–Dammam Highway', 'Prince Mohammed Street'],
  Tabuk: ['Prince Fahd bin Sultan Road', 'King Abdulaziz Road', 'Al Madinah Road'],
  Buraidah: ['King Abdulaziz Road', 'Omar Ibn Al Khattab Road', 'Al Khabib Road'],
  'Khamis Mushait': ['King Faisal Road', 'King Khalid Road', 'Abha Road'],
  Hofuf: ['King Abdullah Road', 'Dhahran Road', 'Al Khalidiyah Street'],
  Najran: ['King Abdulaziz Road', 'King Fahd Road', 'Prince Mishal Road'],
};

export const LANDMARKS: Record<string, readonly string[]> = {
  Riyadh: ['Kingdom Centre', 'Riyadh Park Mall', 'KAFD', 'Boulevard City', 'King Saud University', 'Riyadh Front', 'Al Nakheel Mall'],
  Jeddah: [
    'Red Sea Mall',
    'the Jeddah Corniche',
    'King Abdulaziz University',
    'Mall of Arabia',
    'historic Al Balad',
    'King Abdulaziz International Airport',
  ],
  Dammam: ['the Dammam Corniche', 'Othaim Mall', 'Imam Abdulrahman Bin Faisal University', 'King Fahd Park'],
  Khobar: ['the Khobar Corniche', 'Al Rashid Mall', 'the King Fahd Causeway', 'Khobar Water Tower'],
  Dhahran: ['Ithra', 'KFUPM', 'Dhahran Mall', 'the Dhahran Expo'],
  Mecca: ['the Haramain railway station', 'Umm Al-Qura University', 'Makkah Mall', 'the Third Ring Road'],
  Medina: ['Quba Mosque', 'Prince Mohammed bin Abdulaziz Airport', 'the Haramain railway station', 'Taibah University'],
  Taif: ['Al Hada mountain road', 'Taif University', 'King Fahd Park', 'Taif Regional Airport'],
  Abha: ['Al Soudah', 'Abha International Airport', 'King Khalid University', 'Abha Dam Lake'],
  Jubail: ['Fanateer Beach', 'the Jubail Corniche', 'Jubail Industrial College', 'Galleria Mall'],
  Tabuk: ['Tabuk Park', 'the University of Tabuk', 'Tabuk Regional Airport', 'Tabuk Castle'],
  Buraidah: ['Qassim University', 'the Buraidah Date Market', 'King Khalid Park'],
  'Khamis Mushait': ['Khamis Mushait Mall', 'King Khalid University', 'the Tuesday Souq'],
  Hofuf: ['King Faisal University', 'the Qaisariya Souq', 'Al Ahsa Oasis'],
  Najran: ['Najran University', 'Al Ukhdood', 'Najran Valley Dam'],
};

/** Price level of each city relative to Riyadh. */
export const CITY_PRICE_FACTOR: Record<string, number> = {
  Riyadh: 1,
  Jeddah: 0.95,
  Khobar: 0.9,
  Dhahran: 0.92,
  Dammam: 0.8,
  Mecca: 0.95,
  Medina: 0.85,
  Taif: 0.62,
  Abha: 0.62,
  Jubail: 0.72,
  Tabuk: 0.58,
  Buraidah: 0.55,
  'Khamis Mushait': 0.55,
  Hofuf: 0.55,
  Najran: 0.5,
};

/** A point within ~`maxKm` km of the city centre, as numeric strings (8 decimals). */
export function coordinatesNear(rng: Rng, city: string, maxKm = 5): { latitude: string; longitude: string } {
  const centre = CITY_COORDINATES[city] ?? CITY_COORDINATES.Riyadh;
  const distance = Math.sqrt(rng()) * maxKm; // uniform over the disc
  const bearing = rng() * 2 * Math.PI;
  const dLat = (distance * Math.cos(bearing)) / 111.32;
  const dLng = (distance * Math.sin(bearing)) / (111.32 * Math.cos((centre.lat * Math.PI) / 180));
  return { latitude: (centre.lat + dLat).toFixed(8), longitude: (centre.lng + dLng).toFixed(8) };
}
