import type { OrderDocument } from '@estancia/resort-contract';
import type { PaymentMethod, PaymentStatus } from '../../__generated__/resolvers-types.ts';

/** spec 001 §4, spec 002 §4: pagamento_pendente 1 paid, 2 paid (confirmed), 0 pending, -2 refunded, anything else failed. */
export function paymentStatusOf(pending: number): PaymentStatus {
  switch (pending) {
    case 0:
      return 'PENDING';
    case 1:
      return 'PAID';
    case 2:
      return 'PAID_CONFIRMED';
    case -2:
      return 'REFUNDED';
    default:
      return 'FAILED';
  }
}

/** spec 001 §9: metodo_de_pagamento 0 card, -1 MB WAY, 1 Multibanco; desk orders by their origin. */
export function paymentMethodOf(order: OrderDocument): PaymentMethod | null {
  if (order.info.origin === 'desk') return 'DESK';
  switch (order.info.metodo_de_pagamento) {
    case 0:
      return 'CARD';
    case -1:
      return 'MBWAY';
    case 1:
      return 'MULTIBANCO';
    default:
      return null;
  }
}
