import { CHANNEL_CLOSE_CODES, RESERVATION_PATHS } from '@estancia/resort-contract';
import { DEFAULT_MESSAGE_PACE } from './channel-limits.ts';

/**
 * The realtime channel in words, for the OpenAPI document (which has no way to describe a
 * WebSocket): the two kinds of socket, their hellos, their messages and who may open them. The
 * shapes are the contract's (contract/src/reservations.ts).
 */
export const REALTIME_CHANNEL_DESCRIPTION = [
  `Timed reservations (spec 002). The realtime channel is a WebSocket at /${RESERVATION_PATHS.channel} on this server; the`,
  'upgrade request carries the bearer (the public site token or a session token), or is refused with 401.',
  'Hold channel: first message {"id_client": n, "temporal_segundo"?: false} (a session token only for its own',
  'entity); then hold (cativar true), release (cativar false) and purchase-release (comprar_prod true) requests,',
  'answered sucesso or erro, with update_list (the cart) on every change and temporal_segundo countdown ticks.',
  'A session token of a customer sells held seats (comprar_prod) only to its own orders (erro not_your_order,',
  'nothing changes); staff and the site token to any order of the company. The order must be awaiting payment',
  'and its lines must price the holds (product, "YYYY-MM-DD HH:mm" start in subname, quantity), else erro',
  'order_not_payable (detalhe.motivo not_awaiting_payment or not_priced) and nothing changes. One customer\'s sockets, all sessions',
  `together, are at most CHANNEL_SOCKETS_PER_CUSTOMER (8): one more is closed with ${CHANNEL_CLOSE_CODES.policy}. A socket's`,
  `requests are carried out ${DEFAULT_MESSAGE_PACE.burst} at once, then ${DEFAULT_MESSAGE_PACE.perSecond} a second; a faster one is answered erro`,
  'too_many_requests and not carried out. After the hello, and whenever one of them changes (joined, moved up the',
  'line, offered, ended), the client\'s open waiting-list entries: {"type": "lista_espera", "data": [entry…]} (the',
  'entries of GET platform/waiting/client/{id_client}; an addition of this implementation).',
  'Feed (the public site token only; a session token is closed with',
  `${CHANNEL_CLOSE_CODES.unauthorized}): first message {"feed": {"lugares"?: bool, "encomendas"?: bool, "chegadas"?: bool, "id_prod"?: n, "dia"?: "YYYY-MM-DD"}}.`,
  'It answers {"type": "feed_pronto"} once it listens (every change committed after it is sent, read once to',
  'catch up on what came before), then one message per committed change: {"type": "lugares", "data": [{id_stock,',
  'id_prod, id_event, dia, disponivel, capacidade, listado, em_espera}]} (em_espera: customers in the slot\'s waiting list) for a change of slots\' seats (a hold, extension,',
  'release, sale, lapse, an unpaid order\'s seats coming back, new slots, a waiting list\'s join, leave or offer), narrowed to id_prod and dia when given,',
  'with the values POST platform/products/cache/get/data counts at that instant; {"type": "pagamento", "data":',
  '{id_encomenda, estado_pagamento, pagamento_pendente}} for a change of an order\'s payment state (with',
  'encomendas); {"type": "chegada", "data": {id_encomenda, id_stock (null for entrance tickets), id_prod, dia}} per',
  'booking checked in at the desk (with chegadas, narrowed to dia when given). A feed socket sends nothing more: anything it sends is answered erro bad_message. Every socket',
  `is pinged, and closed with ${CHANNEL_CLOSE_CODES.restart} when the server stops (a feed also when the server's`,
  'database notifications were interrupted: connect again and read once).',
].join(' ');
