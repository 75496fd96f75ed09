import type { RequestHandler } from 'express';
import { sql } from 'drizzle-orm';
import type { PriceEvidence } from '@petvet/shared';
import { rowsOf } from '@petvet/shared/server';
import type { AppDeps } from '../../deps';
import { basicAuth } from '../../middleware/basic-auth';

export const ADMIN_PRICES_PATH = '/admin/prices';
/** The newest readings only: the page is for looking, not for paging through everything. */
const SHOWN = 300;

interface UnconfirmedLine {
  practice_id: string;
  practice: string;
  website: string;
  name: string;
  standard_service: string | null;
  band: string;
  price_min: string;
  price_max: string | null;
  currency: string;
  confidence: number;
  source_url: string | null;
  seen_at: Date | string;
  evidence: PriceEvidence;
}

const escape = (text: unknown) =>
  String(text ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function row(line: UnconfirmedLine): string {
  const e = line.evidence;
  const price =
    line.price_max === null
      ? `from ${line.price_min}`
      : line.price_min === line.price_max
        ? line.price_min
        : `${line.price_min}–${line.price_max}`;
  const checks = e.checks.length
    ? `<ul>${e.checks.map((c) => `<li><b>${escape(c.check)}</b> ${escape(c.detail)}</li>`).join('')}</ul>`
    : '—';
  const source =
    line.source_url && /^https?:\/\//i.test(line.source_url)
      ? `<a href="${escape(line.source_url)}" rel="noreferrer noopener">${escape(line.source_url)}</a>`
      : escape(line.source_url ?? '');
  return `<tr>
<td>${escape(new Date(line.seen_at).toISOString().slice(0, 16).replace('T', ' '))}</td>
<td>${escape(line.practice)} <small>#${escape(line.practice_id)}<br>${escape(line.website)}</small></td>
<td>${escape(line.name)}<br><small>${escape(line.standard_service ?? '(not on the standard list)')} · ${escape(line.band)}</small></td>
<td>${escape(price)} ${escape(line.currency)}</td>
<td>${escape(line.confidence.toFixed(2))}</td>
<td>${checks}</td>
<td><q>${escape(e.text)}</q><br><small>${escape(e.layout)} · band from: ${escape(e.bandSource ?? 'nothing stated')} · VAT: ${escape(e.vat)}${e.surgery ? ` · surgery: ${escape(e.surgery)}` : ''}</small><br><small>${source}</small></td>
</tr>`;
}

function page(lines: UnconfirmedLine[]): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Unconfirmed prices</title>
<style>body{font:14px system-ui,sans-serif;margin:1.5rem}table{border-collapse:collapse;width:100%}
td,th{border:1px solid #ccc;padding:.35rem;vertical-align:top;text-align:left}small{color:#555}ul{margin:0;padding-left:1rem}</style>
</head><body><h1>Unconfirmed prices</h1>
<p>Readings the extractor was not sure of: never published, searched, counted or ranked. Newest crawls first (at most ${SHOWN}).</p>
${lines.length === 0 ? '<p>None.</p>' : `<table><thead><tr><th>Seen</th><th>Practice</th><th>Service</th><th>Price</th><th>Confidence</th><th>Checks</th><th>Evidence</th></tr></thead><tbody>${lines.map(row).join('')}</tbody></table>`}
</body></html>`;
}

/**
 * The operators' view of the unconfirmed prices, behind ADMIN_CREDENTIALS like /admin/queues;
 * null (no page at all) when no credentials are set.
 */
export function adminPricesRoute(deps: AppDeps): RequestHandler[] | null {
  const credentials = deps.config.ADMIN_CREDENTIALS;
  if (!credentials) return null;
  const show: RequestHandler = async (_req, res) => {
    const lines = rowsOf<UnconfirmedLine>(
      await deps.db.execute(sql`select u.practice_id::text, p.name as practice, p.website, u.name,
          u.standard_service, u.band, u.price_min::text, u.price_max::text, u.currency,
          u.confidence, u.source_url, u.seen_at, u.evidence
        from global_practice_unconfirmed_prices u
        join global_practices p on p.id = u.practice_id
        order by u.seen_at desc, u.practice_id, u.id
        limit ${SHOWN}`),
    );
    res.setHeader('cache-control', 'no-store');
    res.type('html').send(page(lines));
  };
  return [basicAuth(credentials), show];
}
