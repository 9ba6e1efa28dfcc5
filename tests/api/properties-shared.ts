// Shared by the properties-*.test.ts files (each still on a database of its own).

const DAY = 86_400_000;
export const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

export const noAmenities = { pool: false, gym: false, security: false, garden: false, elevator: false, balcony: false, furnished: false };
