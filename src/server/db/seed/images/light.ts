// The light of each time of day: sky gradient, tint, ground, glass, lit windows, sun or moon.
export type TimeOfDay = 'morning' | 'midday' | 'sunset' | 'dusk';
export const TIMES: readonly TimeOfDay[] = ['morning', 'midday', 'sunset', 'dusk'];

export interface Light {
  sky: [number, string][];
  tint: string;
  tintAmount: number;
  ground: [string, string];
  glass: string;
  /** Share of windows lit. */
  lit: number;
  sun: { x: number; y: number; r: number; color: string; glow: string } | null;
  moon: boolean;
  cloud: string;
}

export const LIGHTS: Record<TimeOfDay, Light> = {
  morning: {
    sky: [
      [0, '#6ea7dc'],
      [0.55, '#acd3f1'],
      [1, '#fde3c2'],
    ],
    tint: '#ffe1b3',
    tintAmount: 0.07,
    ground: ['#efd3a2', '#dcb277'],
    glass: '#a9d3f2',
    lit: 0,
    sun: { x: 190, y: 250, r: 46, color: '#fff3d4', glow: '#ffe2a6' },
    moon: false,
    cloud: '#ffffff',
  },
  midday: {
    sky: [
      [0, '#2b77d0'],
      [0.6, '#63a8ea'],
      [1, '#cfe8fb'],
    ],
    tint: '#ffffff',
    tintAmount: 0,
    ground: ['#f1d6a4', '#dfb67b'],
    glass: '#8ec6f0',
    lit: 0,
    sun: { x: 1010, y: 130, r: 40, color: '#ffffff', glow: '#fff6d6' },
    moon: false,
    cloud: '#ffffff',
  },
  sunset: {
    sky: [
      [0, '#2d3572'],
      [0.35, '#7c4f90'],
      [0.72, '#ef7b5c'],
      [1, '#fbc97c'],
    ],
    tint: '#ff8a4c',
    tintAmount: 0.2,
    ground: ['#dea76b', '#bf864c'],
    glass: '#f7b27a',
    lit: 0.18,
    sun: { x: 960, y: 520, r: 66, color: '#ffd77e', glow: '#ff9f5e' },
    moon: false,
    cloud: '#f6a7a0',
  },
  dusk: {
    sky: [
      [0, '#0c1331'],
      [0.5, '#1f2b5d'],
      [0.85, '#594a7f'],
      [1, '#b4707c'],
    ],
    tint: '#1b2050',
    tintAmount: 0.5,
    ground: ['#8e7272', '#5e4a52'],
    glass: '#3d4a7a',
    lit: 0.6,
    sun: null,
    moon: true,
    cloud: '#4a4f86',
  },
};
