import { describe, expect, it } from 'vitest';
import { parseMediaImageQuery } from './media.ts';
import { ALLOWED_BOXES, IMAGE_SIZES, imageSrc, imageSrcSet } from '../kernel/images.ts';

describe('image sizes (spec 000 §9)', () => {
  it('crops thumbnails to 450×300, heroes to 1280×720 and article images to 960×540', () => {
    expect(imageSrc('/images/a.jpg', 'THUMBNAIL')).toBe('/media/image?img=%2Fimages%2Fa.jpg&w=450&h=300&fit=cover');
    expect(imageSrc('/images/a.jpg', 'HERO')).toBe('/media/image?img=%2Fimages%2Fa.jpg&w=1280&h=720&fit=cover');
    expect(imageSrc('/images/a.jpg', 'ARTICLE')).toBe('/media/image?img=%2Fimages%2Fa.jpg&w=960&h=540&fit=cover');
  });

  it('lists each srcset width at the size’s aspect ratio, in whole pixels', () => {
    expect(imageSrcSet('/images/a.jpg', 'HERO')).toBe(
      [
        '/media/image?img=%2Fimages%2Fa.jpg&w=640&h=360&fit=cover 640w',
        '/media/image?img=%2Fimages%2Fa.jpg&w=960&h=540&fit=cover 960w',
        '/media/image?img=%2Fimages%2Fa.jpg&w=1280&h=720&fit=cover 1280w',
        '/media/image?img=%2Fimages%2Fa.jpg&w=1920&h=1080&fit=cover 1920w',
      ].join(', '),
    );
    expect(imageSrcSet('/images/a.jpg', 'THUMBNAIL')).toMatch(/w=300&h=200&fit=cover 300w, .*w=450&h=300.* 450w, .*w=900&h=600.* 900w$/);
    for (const size of Object.values(IMAGE_SIZES)) {
      expect(size.srcSetWidths).toContain(size.width);
      for (const width of size.srcSetWidths) expect(Number.isInteger((width * size.height) / size.width)).toBe(true);
    }
  });

  it('accepts exactly the sizes and their srcset boxes', () => {
    expect([...ALLOWED_BOXES].sort()).toEqual(
      ['450x300', '300x200', '900x600', '1280x720', '640x360', '960x540', '1920x1080', '480x270', '720x405', '1440x810'].sort(),
    );
  });

  it('passes external pictures through unchanged', () => {
    const external = 'https://cdn.example.com/photos/snow.jpg?v=2';
    for (const size of ['THUMBNAIL', 'HERO', 'ARTICLE'] as const) {
      expect(imageSrc(external, size)).toBe(external);
      expect(imageSrcSet(external, size)).toBe(external);
    }
    expect(imageSrc('HTTP://example.com/a.jpg', 'HERO')).toBe('HTTP://example.com/a.jpg');
    // A srcset cannot hold whitespace inside a URL.
    expect(imageSrcSet('https://example.com/my photo.jpg', 'HERO')).toBe('https://example.com/my%20photo.jpg');
  });

  it('reads a link without its leading slash as a path on the site, and leaves an unusable one alone', () => {
    expect(imageSrc('images/a.jpg', 'HERO')).toBe(imageSrc('/images/a.jpg', 'HERO'));
    expect(imageSrc('/images/../a.jpg', 'HERO')).toBe('/images/../a.jpg');
  });

  it('lets the image route accept every URL these fields give', () => {
    for (const size of ['THUMBNAIL', 'HERO', 'ARTICLE'] as const) {
      const urls = [imageSrc('/images/banners/ski.jpg', size), ...imageSrcSet('/images/banners/ski.jpg', size).split(', ').map((c) => c.split(' ')[0] ?? '')];
      for (const url of urls) {
        const parsed = parseMediaImageQuery(new URL(url, 'http://site.test').searchParams);
        expect(parsed.ok, url).toBe(true);
      }
    }
  });
});
