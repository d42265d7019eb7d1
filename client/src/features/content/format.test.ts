import { describe, expect, it } from 'vitest';
import { externalUrl, formatDate, mapEmbedUrl, mapPageUrl, sitePath } from './format.ts';

describe('formatDate', () => {
  it('writes the day in Lisbon time, in the site language', () => {
    // 23:30 UTC on 31 July is already 1 August in Lisbon (summer time, UTC+1).
    expect(formatDate('2026-07-31T23:30:00Z', 'pt')).toBe('1 de agosto de 2026');
    expect(formatDate('2026-07-31T23:30:00Z', 'en')).toBe('1 August 2026');
    // In winter Lisbon is on UTC: the same hour stays on the same day.
    expect(formatDate('2026-01-31T23:30:00Z', 'en')).toBe('31 January 2026');
    expect(formatDate('2026-01-31T23:30:00Z', 'es')).toBe('31 de enero de 2026');
    expect(formatDate('2026-01-31T23:30:00Z', 'fr')).toBe('31 janvier 2026');
  });

  it('falls back to Portuguese for another language and shows an unreadable value as it came', () => {
    expect(formatDate('2026-01-31T12:00:00Z', 'de')).toBe('31 de janeiro de 2026');
    expect(formatDate('soon', 'en')).toBe('soon');
  });
});

describe('sitePath', () => {
  it('keeps paths on this site and refuses anything that leaves it', () => {
    expect(sitePath('/')).toBe('/');
    expect(sitePath('/pag/12')).toBe('/pag/12');
    expect(sitePath('//evil.example/x')).toBeNull();
    expect(sitePath('/\\evil.example')).toBeNull();
    expect(sitePath('https://evil.example')).toBeNull();
    expect(sitePath('javascript:alert(1)')).toBeNull();
    expect(sitePath('')).toBeNull();
  });
});

describe('map addresses', () => {
  it('centres the embedded map and the larger map on the point, with a marker', () => {
    const embed = new URL(mapEmbedUrl(40.13872, -7.50121));
    expect(embed.origin + embed.pathname).toBe('https://www.openstreetmap.org/export/embed.html');
    expect(embed.searchParams.get('marker')).toBe('40.13872,-7.50121');
    const [west, south, east, north] = (embed.searchParams.get('bbox') ?? '').split(',').map(Number);
    expect(west).toBeLessThan(-7.50121);
    expect(east).toBeGreaterThan(-7.50121);
    expect(south).toBeLessThan(40.13872);
    expect(north).toBeGreaterThan(40.13872);
    expect(mapPageUrl(40.13872, -7.50121)).toBe('https://www.openstreetmap.org/?mlat=40.13872&mlon=-7.50121#map=16/40.13872/-7.50121');
  });
});

describe('externalUrl', () => {
  it('keeps web addresses, adds http:// to a bare host and refuses other schemes', () => {
    expect(externalUrl('https://www.publico.pt/a')).toBe('https://www.publico.pt/a');
    expect(externalUrl('www.publico.pt')).toBe('http://www.publico.pt/');
    expect(externalUrl('  estancia.pt/contactos ')).toBe('http://estancia.pt/contactos');
    expect(externalUrl('javascript:alert(1)')).toBeNull();
    expect(externalUrl('mailto:geral@estancia.pt')).toBeNull();
    expect(externalUrl('')).toBeNull();
  });
});
