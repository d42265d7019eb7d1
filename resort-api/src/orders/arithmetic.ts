/**
 * Order line arithmetic lives in the contract: the gateway quotes carts with exactly the rules the
 * resort API checks orders with (spec 001 §3.5).
 */
export {
  type DocumentTotals,
  type LineAmounts,
  documentTotals,
  formatCents,
  formatMillis,
  lineAmounts,
  netUnitMillisFromGross,
  orderDocumentTotals,
  orderLineTotals,
  parseCents,
  parseMillis,
} from '@estancia/resort-contract';
