import { describe, expect, it } from 'vitest';

import {
  centredOn,
  clampView,
  groupingZoom,
  inView,
  MAX_ZOOM,
  pannedBy,
  viewCentre,
  viewForKey,
  WHOLE_MAP,
  zoomedBy,
  zoomedInto,
  type MapView,
} from '../../src/client/features/properties/buy/map-viewport';

// What part of a map is in view: zoom limits, the map always covering its frame, the buttons and
// keys, and zooming into a cluster (docs/product.md#buy-page-and-map).

const expectView = (actual: MapView | null, expected: MapView) => {
  expect(actual).not.toBeNull();
  expect(actual!.k).toBeCloseTo(expected.k, 9);
  expect(actual!.x).toBeCloseTo(expected.x, 9);
  expect(actual!.y).toBeCloseTo(expected.y, 9);
};

describe('map viewport', () => {
  it('keeps the zoom between the whole map and the deepest zoom, and the map covering the frame', () => {
    expectView(clampView({ k: 0.5, x: 0.3, y: 0.3 }), WHOLE_MAP);
    expectView(clampView({ k: 1e6, x: 0, y: 0 }), { k: MAX_ZOOM, x: 0, y: 0 });
    // Zoomed 2×, the map's corner can go from 0 to −1 of the frame, no further.
    expectView(clampView({ k: 2, x: 0.4, y: -3 }), { k: 2, x: 0, y: -1 });
  });

  it('centres a point where the edges allow, and zooms about the middle of the frame', () => {
    expectView(centredOn(0.5, 0.5, 4), { k: 4, x: -1.5, y: -1.5 });
    expect(viewCentre(centredOn(0.3, 0.6, 8))).toEqual([expect.closeTo(0.3, 9), expect.closeTo(0.6, 9)]);
    // A point by the map's edge stays on screen but cannot be centred.
    expectView(centredOn(0.02, 0.5, 4), { k: 4, x: 0, y: -1.5 });
    const zoomed = zoomedBy(centredOn(0.3, 0.6, 2), 2);
    expect(zoomed.k).toBe(4);
    expect(viewCentre(zoomed)).toEqual([expect.closeTo(0.3, 9), expect.closeTo(0.6, 9)]);
    // Zooming out from the whole map changes nothing; twice in and twice out comes back.
    expectView(zoomedBy(WHOLE_MAP, 0.5), WHOLE_MAP);
    expectView(zoomedBy(zoomedBy(zoomedBy(zoomedBy(WHOLE_MAP, 2), 2), 0.5), 0.5), WHOLE_MAP);
  });

  it('answers + and − and the arrow keys, and nothing else', () => {
    const v = centredOn(0.5, 0.5, 4);
    expect(viewForKey(v, '+')!.k).toBe(8);
    expect(viewForKey(v, '=')!.k).toBe(8);
    expect(viewForKey(v, '-')!.k).toBe(2);
    // ArrowRight shows more of the east: the map moves left by a fifth of the frame.
    expectView(viewForKey(v, 'ArrowRight'), { k: 4, x: v.x - 0.2, y: v.y });
    expectView(viewForKey(v, 'ArrowUp'), { k: 4, x: v.x, y: v.y + 0.2 });
    expectView(viewForKey(WHOLE_MAP, 'ArrowLeft'), WHOLE_MAP);
    expect(pannedBy(v, 10, 0).x).toBe(-3);
    expect(viewForKey(v, 'a')).toBeNull();
    expect(viewForKey(v, 'Escape')).toBeNull();
  });

  it('regroups at quarter powers of two, never above the real zoom', () => {
    expect(groupingZoom(1)).toBe(1);
    expect(groupingZoom(0.8)).toBe(1);
    expect(groupingZoom(2)).toBe(2);
    expect(groupingZoom(4)).toBe(4);
    for (const k of [1.1, 1.5, 2.9, 3.99, 100, 255.9]) {
      expect(groupingZoom(k)).toBeLessThanOrEqual(k);
      expect(groupingZoom(k)).toBeGreaterThan(k / 2 ** 0.25);
    }
  });

  it('tells whether a point is in view, at a margin from the edges', () => {
    const v = centredOn(0.5, 0.5, 4);
    expect(inView(v, 0.5, 0.5, { x: 0.05, y: 0.05 })).toBe(true);
    expect(inView(v, 0.1, 0.5, { x: 0.05, y: 0.05 })).toBe(false);
    // Drawn at 0.98 of the frame: in view, but not 5% from the edge.
    expect(inView(v, 0.62, 0.5, { x: 0, y: 0 })).toBe(true);
    expect(inView(v, 0.62, 0.5, { x: 0.05, y: 0.05 })).toBe(false);
  });

  it("zooms into a cluster so its members' box fills the frame, no deeper than where it parts, at least doubling, and says when it cannot go deeper", () => {
    const box = { x0: 0.4, y0: 0.4, x1: 0.5, y1: 0.45 };
    const into = zoomedInto(WHOLE_MAP, box, { x: 0.1, y: 0.1 })!;
    expect(into.k).toBeCloseTo(8, 9); // (1 − 2·0.1) / 0.1
    expect(viewCentre(into)).toEqual([expect.closeTo(0.45, 9), expect.closeTo(0.425, 9)]);
    // Members at one spot: as deep as the map goes.
    expect(zoomedInto(WHOLE_MAP, { x0: 0.3, y0: 0.3, x1: 0.3, y1: 0.3 }, { x: 0.1, y: 0.1 })!.k).toBe(MAX_ZOOM);
    // A box that already fills the frame still doubles the zoom, so the markers part.
    expect(zoomedInto(WHOLE_MAP, { x0: 0, y0: 0, x1: 1, y1: 1 }, { x: 0.1, y: 0.1 })!.k).toBe(2);
    expect(zoomedInto(centredOn(0.3, 0.3, MAX_ZOOM), box, { x: 0.1, y: 0.1 })).toBeNull();
    // Its markers part at 4×: the map stops there, on the box's middle.
    const parting = zoomedInto(WHOLE_MAP, box, { x: 0.1, y: 0.1 }, { splitAt: 4 })!;
    expect(parting.k).toBe(4);
    expect(viewCentre(parting)).toEqual([expect.closeTo(0.45, 9), expect.closeTo(0.425, 9)]);
    expect(zoomedInto(centredOn(0.45, 0.425, 3), box, { x: 0.1, y: 0.1 }, { splitAt: 4 })!.k).toBe(6);
  });
});
