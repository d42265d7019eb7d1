import { escapeAttribute, escapeText } from 'entities';
import type { OrderRow, PaymentRow } from '../db/schema.ts';
import { toResortIso } from '../lib/time.ts';
import { formatCents } from '../orders/arithmetic.ts';
import { paymentStatusName } from './payment.answer.ts';

/**
 * The payment sandbox's pages: the hosted card page and the MB WAY approval page that stand in for
 * the providers' (design.md "payment sandbox"). Plain, accessible HTML (a language, one heading,
 * labelled buttons, a live status region) with no script: forms post the decision.
 */

const STATUS_TEXT: Record<ReturnType<typeof paymentStatusName>, string> = {
  pending: 'A aguardar pagamento',
  paid: 'Pagamento aprovado',
  failed: 'Pagamento recusado ou expirado',
};

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="pt">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeText(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f3f5f8;color:#1b1f24}
main{max-width:28rem;margin:3rem auto;background:#fff;border-radius:.75rem;padding:2rem;box-shadow:0 2px 12px #0002}
h1{font-size:1.4rem;margin-top:0}dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}dt{font-weight:600}
.actions{display:flex;gap:1rem;margin-top:1.5rem}button{font:inherit;padding:.7rem 1.2rem;border-radius:.5rem;border:2px solid transparent;cursor:pointer}
button:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}.approve{background:#146c2e;color:#fff}.decline{background:#fff;color:#a50e0e;border-color:#a50e0e}
.note{color:#4a5260;font-size:.9rem}
</style>
</head>
<body>
<main>
${body}
<p class="note">Ambiente de testes: nenhum pagamento real é efetuado.</p>
</main>
</body>
</html>`;
}

function summary(payment: PaymentRow, order: OrderRow, extra = ''): string {
  return `<dl>
<dt>Encomenda</dt><dd>${escapeText(`${order.serie}/${order.numero}`)}</dd>
<dt>Montante</dt><dd>${escapeText(formatCents(payment.amountCents).replace('.', ','))} €</dd>
${extra}<dt>Válido até</dt><dd><time datetime="${escapeAttribute(toResortIso(payment.expiresAt))}">${escapeText(toResortIso(payment.expiresAt).slice(0, 16).replace('T', ' '))}</time></dd>
</dl>
<p role="status" aria-live="polite"><strong>${STATUS_TEXT[paymentStatusName(payment.status)]}</strong></p>`;
}

function decisionForm(action: string, approve: string, decline: string): string {
  return `<form method="post" action="${escapeAttribute(action)}" class="actions">
<button type="submit" name="decision" value="approve" class="approve">${approve}</button>
<button type="submit" name="decision" value="decline" class="decline">${decline}</button>
</form>`;
}

/** The hosted card page: Approve or Decline; then back to the order's return URL. */
export function cardPage(payment: PaymentRow, order: OrderRow, action: string, error = ''): string {
  const pending = payment.status === 0;
  const back = order.returnUrl ? `<p><a href="${escapeAttribute(order.returnUrl)}">Voltar à loja</a></p>` : '';
  return page(
    'Pagamento com cartão — Sandbox',
    `<h1>Pagamento com cartão</h1>
${error ? `<p role="alert">${escapeText(error)}</p>` : ''}
${summary(payment, order)}
${pending ? decisionForm(action, 'Aprovar pagamento', 'Recusar pagamento') : back}`,
  );
}

/** The MB WAY approval page: what the customer would do on the phone within about four minutes. */
export function mbwayPage(payment: PaymentRow, order: OrderRow, action: string, error = ''): string {
  const pending = payment.status === 0;
  const phone = `<dt>Telemóvel</dt><dd>${escapeText(payment.phone)}</dd>\n`;
  return page(
    'MB WAY — Sandbox',
    `<h1>Pedido MB WAY</h1>
${error ? `<p role="alert">${escapeText(error)}</p>` : ''}
${summary(payment, order, phone)}
${pending ? decisionForm(action, 'Aprovar na app', 'Rejeitar na app') : ''}`,
  );
}

/** A sandbox page that does not exist (unknown token). */
export function notFoundPage(): string {
  return page('Pagamento não encontrado — Sandbox', '<h1>Pagamento não encontrado</h1><p>O endereço não corresponde a nenhum pagamento.</p>');
}
