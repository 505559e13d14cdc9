import { StudentTexts, type ImportCredential } from '@cdi/contracts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A printable page of login slips: one block per candidate, cut along the dashed lines. */
export function credentialsSheetHtml(centre: string, rows: ImportCredential[]): string {
  const slips = rows
    .map(
      (r) => `<div class="slip"><div class="name">${escapeHtml(`${r.first_name} ${r.last_name}`)}</div>
<div>Candidate ID: <b>${escapeHtml(r.candidate_id)}</b></div><div>Password: <b>${escapeHtml(r.password)}</b></div>
${r.group ? `<div>Group: ${escapeHtml(r.group)}</div>` : ''}</div>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(StudentTexts.credentialsTitle)}</title>
<style>body{font:14px system-ui,sans-serif;margin:16px}h1{font-size:18px}.slips{display:grid;grid-template-columns:1fr 1fr;gap:0}
.slip{border:1px dashed #555;padding:12px;break-inside:avoid}.name{font-weight:600;margin-bottom:4px}b{font-family:monospace;font-size:16px}</style>
</head><body><h1>${escapeHtml(StudentTexts.credentialsTitle)}${centre ? ` — ${escapeHtml(centre)}` : ''}</h1><div class="slips">${slips}</div></body></html>`;
}

/** Opens the sheet in a new window and asks the browser to print it. */
export function printCredentials(centre: string, rows: ImportCredential[]): void {
  const popup = window.open('', '_blank');
  if (!popup) return;
  popup.document.write(credentialsSheetHtml(centre, rows));
  popup.document.close();
  popup.focus();
  popup.print();
}
