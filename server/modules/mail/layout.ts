export interface EmailContent {
  appName: string;
  title: string;
  paragraphs: string[];
  /** A value the reader must copy exactly (a code, a password), shown large and monospaced. */
  highlight?: string;
  footer?: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** One look for every transactional e-mail: HTML with inline styles, and the same words as text. */
export function renderEmail(content: EmailContent): {
  html: string;
  text: string;
  highlight?: string;
} {
  const footer =
    content.footer ??
    `Este es un mensaje automático de ${content.appName}. No respondas a este correo.`;
  const paragraphs = content.paragraphs
    .map((p) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(p)}</p>`)
    .join('');
  const highlight = content.highlight
    ? `<p style="margin:8px 0 24px;padding:16px;background:#F1F5F9;border-radius:12px;text-align:center;font:600 28px/1.2 ui-monospace,Menlo,Consolas,monospace;letter-spacing:4px;color:#0F172A">${escapeHtml(content.highlight)}</p>`
    : '';
  const html = `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>${escapeHtml(content.title)}</title></head>
<body style="margin:0;background:#F8FAFC;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#0F172A">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" style="max-width:520px;background:#FFFFFF;border:1px solid #E2E8F0;border-radius:16px" cellpadding="0" cellspacing="0">
<tr><td style="padding:20px 24px;background:#0F172A;border-radius:16px 16px 0 0;color:#FFFFFF;font-weight:700;font-size:18px">${escapeHtml(content.appName)}</td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(content.title)}</h1>
${paragraphs}${highlight}
<p style="margin:24px 0 0;font-size:12px;color:#475569">${escapeHtml(footer)}</p>
</td></tr></table></td></tr></table></body></html>`;
  const text = [
    content.appName,
    '',
    content.title,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.highlight ? [content.highlight, ''] : []),
    footer,
  ].join('\n');
  return { html, text, ...(content.highlight ? { highlight: content.highlight } : {}) };
}

/** A transactional e-mail to one person, its subject the title and the app's name. */
export const composeMail = (to: string, content: EmailContent) => ({
  to,
  subject: `${content.title} · ${content.appName}`,
  ...renderEmail(content),
});
