/** A fixed "now" for the demo data: its relative dates become predictable. */
export const SEED_NOW = new Date('2026-01-15T10:00:00Z');
