import type { ChannelErrorCode, ChannelMessages } from '@estancia/resort-contract';
import type { RefusalDetail } from './hold-errors.ts';

/**
 * The channel's texts for people (spec 002 §4 erro/sucesso: "a multilingual message list", one
 * text per language id: 1 pt, 2 en, 3 es, 4 fr). Machines read the codes instead.
 */
type FourLanguages = readonly [pt: string, en: string, es: string, fr: string];

function list(texts: FourLanguages): ChannelMessages {
  return texts.map((texto, index) => ({ id_lingua: index + 1, texto }));
}

const num = (detail: RefusalDetail, key: string) => (detail[key] === undefined ? '' : String(detail[key]));

const ERROR_TEXTS: Record<ChannelErrorCode, (detail: RefusalDetail) => FourLanguages> = {
  bad_message: (d) =>
    d['motivo'] === 'unknown_order' || d['motivo'] === 'id_encomenda'
      ? [
          'A encomenda indicada não existe.',
          'The order given does not exist.',
          'El pedido indicado no existe.',
          "La commande indiquée n'existe pas.",
        ]
      : [
          'Mensagem inválida: não foi possível ler o pedido.',
          'Invalid message: the request could not be read.',
          'Mensaje no válido: no se pudo leer la solicitud.',
          "Message invalide : la demande n'a pas pu être lue.",
        ],
  hello_required: () => [
    'Identifique o cliente antes de fazer pedidos.',
    'Say which client this is before making requests.',
    'Identifique al cliente antes de hacer solicitudes.',
    'Identifiez le client avant de faire des demandes.',
  ],
  unknown_slot: () => [
    'Este horário não existe ou já não está disponível.',
    'This time slot does not exist or is no longer available.',
    'Este horario no existe o ya no está disponible.',
    "Ce créneau n'existe pas ou n'est plus disponible.",
  ],
  slot_full: () => [
    'Já não há lugares suficientes neste horário.',
    'There are not enough seats left in this time slot.',
    'Ya no quedan plazas suficientes en este horario.',
    'Il ne reste plus assez de places sur ce créneau.',
  ],
  slot_time_passed: () => [
    'Não foi possivel atualizar por favor tente de novo.',
    'This time slot can no longer be booked. Please choose another one.',
    'Este horario ya no se puede reservar. Por favor, elija otro.',
    'Ce créneau ne peut plus être réservé. Veuillez en choisir un autre.',
  ],
  limit_reached: (d) => [
    `Só pode ter ${num(d, 'maximo')} produtos com horário no carrinho.`,
    `You can only have ${num(d, 'maximo')} timed products in your cart.`,
    `Solo puede tener ${num(d, 'maximo')} productos con horario en el carrito.`,
    `Vous ne pouvez avoir que ${num(d, 'maximo')} produits à horaire dans votre panier.`,
  ],
  collision: () => [
    'Este horário coincide com outro que já tem no carrinho.',
    'This time slot clashes with another one already in your cart.',
    'Este horario coincide con otro que ya tiene en el carrito.',
    'Ce créneau chevauche un autre créneau déjà dans votre panier.',
  ],
  not_your_hold: (d) =>
    d['motivo'] === 'not_live' || d['motivo'] === 'sold'
      ? [
          'Esta reserva já não está ativa.',
          'This hold is no longer active.',
          'Esta reserva ya no está activa.',
          "Cette réservation n'est plus active.",
        ]
      : [
          'Esta reserva não é sua.',
          'This hold is not yours.',
          'Esta reserva no es suya.',
          "Cette réservation n'est pas la vôtre.",
        ],
  renewals_exhausted: (d) => [
    `Esta reserva já foi prolongada ${num(d, 'maximo')} vezes e não pode ser prolongada de novo.`,
    `This hold has already been extended ${num(d, 'maximo')} times and cannot be extended again.`,
    `Esta reserva ya se ha prolongado ${num(d, 'maximo')} veces y no se puede prolongar de nuevo.`,
    `Cette réservation a déjà été prolongée ${num(d, 'maximo')} fois et ne peut plus l'être.`,
  ],
  bad_quantity: () => [
    'A quantidade tem de ser um número inteiro de 1 até à capacidade do horário.',
    "The quantity must be a whole number from 1 up to the time slot's capacity.",
    'La cantidad debe ser un número entero de 1 hasta la capacidad del horario.',
    'La quantité doit être un nombre entier de 1 à la capacité du créneau.',
  ],
  not_your_order: () => [
    'Esta encomenda não é sua: os lugares não foram vendidos.',
    'This order is not yours: the seats were not sold.',
    'Este pedido no es suyo: las plazas no se han vendido.',
    "Cette commande n'est pas la vôtre : les places n'ont pas été vendues.",
  ],
  order_not_payable: (d) =>
    d['motivo'] === 'not_priced'
      ? [
          'Esta encomenda não inclui estes lugares: os lugares não foram vendidos.',
          'This order does not include these seats: the seats were not sold.',
          'Este pedido no incluye estas plazas: las plazas no se han vendido.',
          "Cette commande ne comprend pas ces places : les places n'ont pas été vendues.",
        ]
      : [
          'Esta encomenda já não aguarda pagamento: os lugares não foram vendidos.',
          'This order is no longer awaiting payment: the seats were not sold.',
          'Este pedido ya no está pendiente de pago: las plazas no se han vendido.',
          "Cette commande n'est plus en attente de paiement : les places n'ont pas été vendues.",
        ],
  too_many_requests: () => [
    'Demasiados pedidos em pouco tempo. Aguarde um momento e tente de novo.',
    'Too many requests in a short time. Please wait a moment and try again.',
    'Demasiadas solicitudes en poco tiempo. Espere un momento e inténtelo de nuevo.',
    'Trop de demandes en peu de temps. Veuillez patienter un instant et réessayer.',
  ],
  server_error: () => [
    'Ocorreu um erro no servidor. Tente de novo.',
    'Something went wrong on the server. Please try again.',
    'Se produjo un error en el servidor. Inténtelo de nuevo.',
    'Une erreur est survenue sur le serveur. Veuillez réessayer.',
  ],
};

export function errorMessages(code: ChannelErrorCode, detail: RefusalDetail = {}): ChannelMessages {
  return list(ERROR_TEXTS[code](detail));
}

export type SuccessKind = 'held' | 'extended' | 'released' | 'purchased';

const SUCCESS_TEXTS: Record<SuccessKind, FourLanguages> = {
  held: [
    'Lugar reservado. Conclua a compra antes de o tempo acabar.',
    'Seat held. Complete your purchase before the time runs out.',
    'Plaza reservada. Complete la compra antes de que se acabe el tiempo.',
    'Place réservée. Finalisez votre achat avant la fin du temps imparti.',
  ],
  extended: [
    'O tempo da reserva foi prolongado.',
    'The hold time has been extended.',
    'El tiempo de la reserva se ha prolongado.',
    'Le temps de la réservation a été prolongé.',
  ],
  released: [
    'O produto foi removido do carrinho.',
    'The product has been removed from your cart.',
    'El producto se ha eliminado del carrito.',
    'Le produit a été retiré de votre panier.',
  ],
  purchased: [
    'Compra registada.',
    'Purchase recorded.',
    'Compra registrada.',
    'Achat enregistré.',
  ],
};

export function successMessages(kind: SuccessKind): ChannelMessages {
  return list(SUCCESS_TEXTS[kind]);
}
