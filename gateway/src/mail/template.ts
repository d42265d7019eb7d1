import { escapeAttribute, escapeText } from 'entities';

export interface MailContent {
  language: string;
  heading: string;
  paragraphs: string[];
  /** Rows shown as a two-column table (label, value), e.g. access data or a contact message. */
  table?: [string, string][];
  action?: { label: string; href: string };
  footer: string;
}

/**
 * The resort's mail layout: a 600 px wide table (spec 000 §7 "Mail templates are 600 px wide"),
 * inline styles only, as mail programs expect. All text is escaped (entities: text and attribute
 * values each as HTML wants them), as every value put into a mail passes through here.
 */
export function renderMail(content: MailContent): string {
  const rows = (content.table ?? [])
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:6px 12px;border:1px solid #d5dde6;background:#f3f6f9;font-weight:600">${escapeText(label)}</th><td style="padding:6px 12px;border:1px solid #d5dde6">${escapeText(value)}</td></tr>`,
    )
    .join('');
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeAttribute(content.action.href)}" style="display:inline-block;padding:12px 20px;background:#08396a;color:#ffffff;text-decoration:none;border-radius:4px">${escapeText(content.action.label)}</a></p><p style="font-size:12px;color:#555">${escapeText(content.action.href)}</p>`
    : '';
  return `<!doctype html>
<html lang="${escapeAttribute(content.language)}"><head><meta charset="utf-8"><title>${escapeText(content.heading)}</title></head>
<body style="margin:0;padding:0;background:#eef2f6">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" align="center" style="width:600px;max-width:600px;background:#ffffff;font-family:Arial,Helvetica,sans-serif;color:#1d2733">
<tr><td style="background:#08396a;color:#ffffff;padding:20px 24px;font-size:20px;font-weight:bold">Estância</td></tr>
<tr><td style="padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeText(content.heading)}</h1>
${content.paragraphs.map((p) => `<p style="margin:0 0 12px;line-height:1.5">${escapeText(p)}</p>`).join('\n')}
${rows ? `<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;width:100%;margin:12px 0">${rows}</table>` : ''}
${action}
</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:#555;border-top:1px solid #d5dde6">${escapeText(content.footer)}</td></tr>
</table></body></html>`;
}
