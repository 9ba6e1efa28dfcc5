import { describe, expect, it } from 'vitest';
import { cardImageUrl, imageSrcSet, PLACEHOLDER_IMAGE } from '../../src/client/lib/images';

// A card shows the small file of one of our uploads, wherever the uploads are served from.
const ID = '3f2b8c1e-9a4d-4e7b-8c2a-1d5e6f7a8b9c';

describe('listing images', () => {
  it('our upload on this site: the card size, and both sizes in the srcset', () => {
    expect(cardImageUrl(`/uploads/${ID}-gallery.webp`)).toBe(`/uploads/${ID}-card.webp`);
    expect(imageSrcSet(`/uploads/${ID}-gallery.webp`)).toBe(`/uploads/${ID}-card.webp 640w, /uploads/${ID}-gallery.webp 1600w`);
  });

  it('our upload on the bucket’s public URL (UPLOAD_PUBLIC_URL) is ours too', () => {
    const cdn = `https://cdn.manzil.sa/uploads/${ID}-gallery.webp`;
    expect(cardImageUrl(cdn)).toBe(`https://cdn.manzil.sa/uploads/${ID}-card.webp`);
    expect(imageSrcSet(cdn)).toContain(`https://cdn.manzil.sa/uploads/${ID}-card.webp`);
  });

  it('a pasted link is used as it is, and no image is the placeholder', () => {
    expect(cardImageUrl('https://example.com/villa-gallery.webp')).toBe('https://example.com/villa-gallery.webp');
    expect(imageSrcSet('https://example.com/photo.jpg')).toBeUndefined();
    expect(cardImageUrl(undefined)).toBe(PLACEHOLDER_IMAGE);
  });
});
