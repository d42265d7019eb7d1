/**
 * Order line arithmetic (spec 001 §3.5): exact, in integers. A net unit price has 3 decimals
 * (thousandths of a euro), totals have 2 (cents):
 *   total_iliquido = round(quantidade × preco_unitario, 2)
 *   total_iva      = round(total_iliquido × taxa_iva / 100, 2)
 *   total_com_iva  = total_iliquido + total_iva
 * and the document totals are the sums of the lines'. Rounding is half up (amounts are positive).
 * No floating-point sum is ever formatted.
 */

export interface LineAmounts {
  /** Net unit price in thousandths of a euro. */
  unitMillis: number;
  quantity: number;
  /** VAT rate in percent. */
  vatRate: number;
  netCents: number;
  vatCents: number;
  grossCents: number;
}

/** Half-up division of non-negative integers. */
function divRound(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

export function lineAmounts(unitMillis: number, quantity: number, vatRate: number): LineAmounts {
  if (![unitMillis, quantity].every((n) => Number.isSafeInteger(n) && n >= 0)) {
    throw new RangeError('unit price (thousandths) and quantity must be non-negative integers');
  }
  if (!(vatRate >= 0 && vatRate <= 100)) throw new RangeError('VAT rate must be a percentage');
  const netCents = divRound(unitMillis * quantity, 10);
  // The rate may have decimals (e.g. 5.5): scale it to an integer in hundredths first.
  const rateHundredths = Math.round(vatRate * 100);
  const vatCents = divRound(netCents * rateHundredths, 10_000);
  return { unitMillis, quantity, vatRate, netCents, vatCents, grossCents: netCents + vatCents };
}

/**
 * The net unit price (thousandths) whose gross is closest to a shelf price in cents, e.g. 32.00 at
 * 23% → 26.016. Catalogue prices are set gross; the order keeps the net price.
 */
export function netUnitMillisFromGross(grossCents: number, vatRate: number): number {
  return Math.round((grossCents * 10 * 100) / (100 + vatRate));
}

export interface DocumentTotals {
  netCents: number;
  vatCents: number;
  grossCents: number;
}

export function documentTotals(lines: readonly LineAmounts[]): DocumentTotals {
  return lines.reduce(
    (sum, line) => ({
      netCents: sum.netCents + line.netCents,
      vatCents: sum.vatCents + line.vatCents,
      grossCents: sum.grossCents + line.grossCents,
    }),
    { netCents: 0, vatCents: 0, grossCents: 0 },
  );
}

/** 1230 → "12.30" */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** 26016 → "26.016" */
export function formatMillis(millis: number): string {
  const sign = millis < 0 ? '-' : '';
  const abs = Math.abs(millis);
  return `${sign}${Math.floor(abs / 1000)}.${String(abs % 1000).padStart(3, '0')}`;
}

/** "12.30" → 1230 (exact; at most 2 decimals). */
export function parseCents(text: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new RangeError(`not an amount with at most 2 decimals: "${text}"`);
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

/** "26.016" → 26016 (exact; at most 3 decimals). */
export function parseMillis(text: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,3}))?$/.exec(text);
  if (!match) throw new RangeError(`not a price with at most 3 decimals: "${text}"`);
  const millis = Number(match[2]) * 1000 + Number((match[3] ?? '').padEnd(3, '0'));
  return match[1] ? -millis : millis;
}

/** A line's amounts as an order document writes them (spec 001 §3.5): no line discount. */
export function orderLineTotals(amounts: LineAmounts) {
  return {
    taxa_desconto_linha: '0.00',
    total_iliquido: formatCents(amounts.netCents),
    total_desconto: '0.00',
    total_iliquido_com_desconto: formatCents(amounts.netCents),
    total_iva: formatCents(amounts.vatCents),
    total_com_iva: formatCents(amounts.grossCents),
  };
}

/**
 * The totals of an order document (spec 001 §3.4) from its lines' sums, as the shop writes them:
 * no line or global discount, so the net total after discounts is the net total.
 */
export function orderDocumentTotals(totals: DocumentTotals) {
  return {
    total_documento: formatCents(totals.grossCents),
    total_iva_documento: formatCents(totals.vatCents),
    total_iliquido_documento: formatCents(totals.netCents),
    total_desconto_linha_documento: '0.00',
    taxa_desconto_global: '0.00',
    valor_desconto_global_a_aplicar: '0.00',
    total_iliquido_documento_com_deconto_linha_e_global: formatCents(totals.netCents),
  };
}
