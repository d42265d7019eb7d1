import type { ChannelCartLine } from '@estancia/resort-contract';

/** A timed cart line as the channel's update_list carries it (spec 002 §3 "Cart line"), for unit tests. */
export function cartLine(prodTimer: number, expiresAt: Date, overrides: Partial<ChannelCartLine> = {}): ChannelCartLine {
  return {
    prod_timer: prodTimer,
    id_user: 7,
    quantidade: 2,
    tempo: '05:00',
    timestamp: '2026-12-24 09:55:00',
    expira_em: expiresAt.toISOString(),
    renovacoes: 0,
    produto: {
      id: 41,
      id_prod: 41,
      id_stock: 900 + prodTimer,
      id_event: 500 + prodTimer,
      total_liquido: '14.634',
      linha: {
        subname: 'Circuito termal',
        subname_trad: { '2': 'Thermal circuit' },
        observation: '2 horas',
        observation_trad: { '2': '2 hours' },
        total_liquido: '14.634',
        taxa_iva: 23,
        calendario: [{ dia: '2026-12-24', validade_data_hora_ini: '10:00', validade_data_hora_fim: '12:00', inicio: '2026-12-24T10:00:00+00:00', fim: '2026-12-24T12:00:00+00:00' }],
      },
    },
    ...overrides,
  };
}
