import { describe, expect, it } from 'vitest';
import { routeInput, routeShape } from './route-input.ts';

describe('routeInput', () => {
  it('passes each parameter of the content route under its schema name, trimmed', () => {
    expect(routeInput({ pageId: '53' })).toEqual({ pageId: '53' });
    expect(routeInput({ slug: ' visita-virtual ' })).toEqual({ slug: 'visita-virtual' });
    expect(routeInput({ articleId: 'all' })).toEqual({ articleId: 'all' });
    expect(routeInput({ previewId: '7', pageId: '8' })).toEqual({ previewId: '7', pageId: '8' });
  });

  it('ignores parameters of other routes', () => {
    expect(routeInput({ galleryId: '4', code: 'x' })).toEqual({ galleryId: '4' });
  });

  it('refuses an address that cannot name anything: no parameter, a blank one, or one too long', () => {
    expect(routeInput({})).toBeNull();
    expect(routeInput({ slug: '   ' })).toBeNull();
    expect(routeInput({ slug: 'a'.repeat(201) })).toBeNull();
    expect(routeInput({ slug: 'a'.repeat(200) })).toEqual({ slug: 'a'.repeat(200) });
  });
});

describe('routeShape', () => {
  it('applies the precedence preview, page, slug, article, press, gallery', () => {
    expect(routeShape({ previewId: '7', pageId: '8', slug: 's' }).winner).toBe('previewId');
    expect(routeShape({ pageId: '8', slug: 's', articleId: 'all' }).winner).toBe('pageId');
    expect(routeShape({ slug: 's', articleId: 'all' })).toEqual({ winner: 'slug', newsList: false, pressList: false, galleryList: false });
    expect(routeShape({ pressId: 'x', galleryId: 'all' }).winner).toBe('pressId');
  });

  it('asks for a list only where the address shows one', () => {
    expect(routeShape({ articleId: 'all' })).toEqual({ winner: 'articleId', newsList: true, pressList: false, galleryList: false });
    expect(routeShape({ articleId: '12' }).newsList).toBe(false);
    expect(routeShape({ pressId: '12' }).pressList).toBe(true);
    expect(routeShape({ galleryId: 'all' }).galleryList).toBe(true);
    expect(routeShape({ galleryId: '4' }).galleryList).toBe(false);
  });
});
