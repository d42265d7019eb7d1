import type { OrderCreate, OrderLineRequest } from '@estancia/resort-contract';
import type { ProductRow } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { type LineAmounts, documentTotals, formatCents, lineAmounts, parseCents, parseMillis } from './arithmetic.ts';

/**
 * The checks of an order document before anything is stored. The server trusts no amount it is
 * sent (the gateway computes the prices from the catalogue): it re-does every line and total
 * exactly (spec 001 §3.5: total = quantity × unit price, VAT per line, two decimals) and refuses a
 * document that does not add up, naming the first field that is wrong.
 */

/** The highest unit price a line may have: 100 000 euros (in thousandths). */
const MAX_UNIT_MILLIS = 100_000_000;
/** The highest order total: what a Multibanco reference can carry, 999 999.99 euros. */
export const MAX_ORDER_CENTS = 99_999_999;

function refuse(message: string): never {
  throw new ApiError(400, 'invalid_request', message);
}

function expectAmount(field: string, sent: string, expected: number, why: string): void {
  if (parseCents(sent) !== expected) {
    refuse(`Inconsistent order: ${field} is ${sent} but ${why} is ${formatCents(expected)}`);
  }
}

/** The exact amounts of each line, checked against what was sent. */
export function checkLineArithmetic(lines: readonly OrderLineRequest[]): LineAmounts[] {
  return lines.map((line, index) => {
    const where = `documento.linhas.${index}`;
    const unitMillis = parseMillis(line.preco_unitario);
    if (unitMillis > MAX_UNIT_MILLIS) refuse(`Invalid body: ${where}.preco_unitario must be at most 100000.000`);
    const amounts = lineAmounts(unitMillis, line.quantidade, line.taxa_iva);
    expectAmount(`${where}.total_iliquido`, line.total_iliquido, amounts.netCents, `quantidade × preco_unitario (${line.quantidade} × ${line.preco_unitario})`);
    if (line.total_iliquido_com_desconto != null) {
      expectAmount(`${where}.total_iliquido_com_desconto`, line.total_iliquido_com_desconto, amounts.netCents, 'the net total (no discount)');
    }
    expectAmount(`${where}.total_iva`, line.total_iva, amounts.vatCents, `${line.taxa_iva}% of ${formatCents(amounts.netCents)}`);
    expectAmount(`${where}.total_com_iva`, line.total_com_iva, amounts.grossCents, 'total_iliquido + total_iva');
    return amounts;
  });
}

/** The document totals are the sums of the lines' (spec 001 §3.4). */
export function checkDocumentTotals(body: OrderCreate, amounts: readonly LineAmounts[]): void {
  const totals = documentTotals(amounts);
  const doc = body.documento;
  expectAmount('documento.total_iliquido_documento', doc.total_iliquido_documento, totals.netCents, 'the sum of the lines\' total_iliquido');
  expectAmount('documento.total_iva_documento', doc.total_iva_documento, totals.vatCents, 'the sum of the lines\' total_iva');
  expectAmount('documento.total_documento', doc.total_documento, totals.grossCents, 'the sum of the lines\' total_com_iva');
  if (doc.total_iliquido_documento_com_deconto_linha_e_global != null) {
    expectAmount(
      'documento.total_iliquido_documento_com_deconto_linha_e_global',
      doc.total_iliquido_documento_com_deconto_linha_e_global,
      totals.netCents,
      'the net total (no discount)',
    );
  }
  if (totals.grossCents > MAX_ORDER_CENTS) refuse('Invalid body: documento.total_documento must be at most 999999.99');
}

/**
 * Every line names a product of the company's catalogue that is on sale (active), and a line that
 * belongs to another (pretence_ao_produto: the slope rental line of a pass) names a product of
 * this order.
 */
export function checkProducts(lines: readonly OrderLineRequest[], found: ReadonlyMap<number, ProductRow>): void {
  const ordered = new Set(lines.map((line) => line.id_produto));
  lines.forEach((line, index) => {
    const where = `documento.linhas.${index}`;
    const product = found.get(line.id_produto);
    if (!product) refuse(`Unknown product: ${where}.id_produto ${line.id_produto} is not in the catalogue`);
    if (!product.activo) refuse(`Product not on sale: ${where}.id_produto ${line.id_produto} (${product.info.name}) is inactive`);
    if (line.pretence_ao_produto !== null && !ordered.has(line.pretence_ao_produto)) {
      refuse(`Invalid body: ${where}.pretence_ao_produto ${line.pretence_ao_produto} is not a product of this order`);
    }
  });
}
