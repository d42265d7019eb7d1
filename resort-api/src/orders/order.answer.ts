import type { orderDocumentSchema } from '@estancia/resort-contract';
import type { z } from 'zod';
import type { OrderRow } from '../db/schema.ts';
import { toResortIso, toResortIsoOrNull } from '../lib/time.ts';

/** An order as the contract reads it (before its canonicalising parse). */
export type OrderDocumentInput = z.input<typeof orderDocumentSchema>;

/** An order row in the upstream's shape (spec 001 §3.4 "Order document"). */
export function toOrderDocument(row: OrderRow): OrderDocumentInput {
  return {
    id: row.id,
    info: {
      companycode: row.companyCode,
      tipo_documento: row.tipoDocumento,
      origin: row.origin,
      numero: row.numero,
      serie: row.serie,
      data: row.data,
      timestamp: toResortIso(row.timestamp),
      // spec 001 §3.4 tem_aulas: a line holds lessons (booked or still to book).
      tem_aulas: row.documento.linhas.some((line) => line.aula_marcada || line.quantidade_aux_em_caso_de_aula > 0),
      id_usado_para_gerar_pagamento: row.paymentKey,
      estado_pagamento: row.estadoPagamento,
      pagamento_pendente: row.pagamentoPendente,
      metodo_de_pagamento: row.metodoDePagamento,
      prazo_pagamento: toResortIsoOrNull(row.prazoPagamento),
      qr: row.qr,
    },
    documento: row.documento,
  };
}
