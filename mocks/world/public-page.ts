import { http, HttpResponse, type RequestHandler } from 'msw';
import { formatDate } from '@/lib/format';
import { batchView } from './model/rules/batch';
import { worldEntry, worldKey } from './registry';
import type { Schemas } from './types';
import type { World } from './model/world';

/**
 * A batch's public page, as the platform shows it at `{host}/p/{organization short_code}/b/{batch external_id_slug}`
 * (spec 2, section 2: the Preview opens it with `?preview=true`), made from the world's records: the product, the
 * batch's traits, attachments, location and movements. Plain HTML and CSS, no script; every value escaped. The
 * rules where the spec is silent (docs/world/public-page.md):
 * - The address names the organization by its short code and the batch by its slug; the batch must be that
 *   organization's (its reads' short code). Anything else is a 404 page.
 * - A published batch is shown to anyone. An unpublished one only with `?preview=true` (the portal's Preview), under
 *   a banner saying it is not published; without it, the 404 page (the platform does not show it).
 * - Served by the world under `/__world/public/p/…/b/…`; each mock mode routes the portal's `/p/…/b/…` there.
 */

type Batch = Schemas['Batch'];
type Place = Partial<
  Pick<Schemas['MovementLocation'], 'description' | 'line_1' | 'line_2' | 'city' | 'state' | 'zip'>
> & {
  country?: string | null;
};

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for HTML, in an element or an attribute. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** A link's address when it is one a page may link to (http, https, or the world's own files), else undefined. */
function safeUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  if (/^\/__world\/files\/[\w.-]+$/.test(url)) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/** The product's picture when there is none that loads: a bottle outline (as the portal falls back to its own). */
const NO_IMAGE = `data:image/svg+xml,${encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 160 160'><rect width='160' height='160' rx='12' fill='#f0f7f4'/>" +
    "<path d='M64 40h32v14l10 12v50a6 6 0 0 1-6 6H60a6 6 0 0 1-6-6V66l10-12z' fill='none' stroke='#0b6e4f' " +
    "stroke-width='4' stroke-linejoin='round'/><path d='M54 84h52' stroke='#0b6e4f' stroke-width='4'/></svg>",
)}`;

/**
 * The product's image: its address when it can load, else the placeholder. The example world's images are on
 * `.invalid` hosts (a name that never resolves, RFC 2606): they would show as broken images, never as pictures.
 */
function productImage(url: string | null | undefined): { src: string; real: boolean } {
  const safe = safeUrl(url);
  if (!safe || (!safe.startsWith('/') && new URL(safe).hostname.endsWith('.invalid')))
    return { src: NO_IMAGE, real: false };
  return { src: safe, real: true };
}

const place = (p: Place | null | undefined): string => {
  if (!p) return '';
  const region = [p.state, p.zip].filter(Boolean).join(' ');
  return [p.line_1, p.line_2, p.city, region, p.country].filter(Boolean).join(', ');
};

const date = (value: string | null | undefined) => (value ? formatDate(value) : '');

export interface PublicPage {
  readonly status: number;
  readonly html: string;
}

/** The batch at a public address, its organization's short code matched (any case). */
export function publicBatch(world: World, shortCode: string, slug: string): Batch | undefined {
  const code = shortCode.toUpperCase();
  const found = world.batches
    .where((b) => b.external_id_slug === slug)
    .map((b) => batchView(world, b))
    .find((b) => (b.organizations?.short_code ?? '').toUpperCase() === code);
  return found;
}

/** The public page of the batch at `/p/{shortCode}/b/{slug}`, or the 404 page. */
export function publicPage(world: World, shortCode: string, slug: string, preview: boolean): PublicPage {
  const batch = publicBatch(world, shortCode, slug);
  if (!batch || (!batch.is_published && !preview)) return { status: 404, html: notFoundPage(shortCode, slug) };
  return { status: 200, html: batchPage(world, batch, preview) };
}

function section(id: string, title: string, body: string, empty: string): string {
  return `<section aria-labelledby="${id}"><h2 id="${id}">${escapeHtml(title)}</h2>${body || `<p class="none">${escapeHtml(empty)}</p>`}</section>`;
}

function batchPage(world: World, batch: Batch, preview: boolean): string {
  const product = world.products.get(batch.integrant_type_id);
  const organization = world.organizations.get(batch.organization_id);
  const number = batch.external_id ?? batch.tracking_id ?? '';
  const title = product?.title ?? batch.title;
  const image = productImage(product?.image_url);
  const traits = [...(batch.inherited_facets ?? []), ...(batch.facets ?? []).filter((f) => !f.isOld)];
  const buyAgain = safeUrl(batch.buy_again_url ?? undefined);

  const banner = preview
    ? `<p class="banner" role="note"><strong>Preview.</strong> ${
        batch.is_published
          ? 'This is the page consumers see.'
          : 'This batch is not published: consumers cannot see this page until it is.'
      }</p>`
    : '';

  const traitList = traits.length
    ? `<dl class="traits">${traits
        .map((f) => `<div><dt>${escapeHtml(f.title)}</dt><dd>${escapeHtml(f.description)}</dd></div>`)
        .join('')}</dl>`
    : '';

  const attachments = (batch.exhibits ?? []).length
    ? `<ul class="cards">${(batch.exhibits ?? [])
        .map((e) => {
          const url = safeUrl(e.url);
          const name = url
            ? `<a href="${escapeHtml(url)}" rel="noopener noreferrer">${escapeHtml(e.title)}</a>`
            : escapeHtml(e.title);
          const meta = [e.exhibit_type, e.effective_date ? `effective ${date(e.effective_date)}` : '']
            .filter(Boolean)
            .join(' · ');
          return `<li><p class="name">${name}</p>${meta ? `<p class="meta">${escapeHtml(meta)}</p>` : ''}${
            e.description ? `<p>${escapeHtml(e.description)}</p>` : ''
          }</li>`;
        })
        .join('')}</ul>`
    : '';

  const location = batch.location
    ? `<address>${batch.location.description ? `<strong>${escapeHtml(batch.location.description)}</strong><br>` : ''}${escapeHtml(place(batch.location))}</address>`
    : '';

  const movements = [
    ...(batch.transits ?? []).map((t) => ({
      when: t.effective_date,
      kind: 'Transit',
      title: t.title,
      from: place(t.fromLocation),
      to: place(t.toLocation),
    })),
    ...(batch.transfers ?? []).map((t) => ({
      when: t.effective_date,
      kind: 'Transfer',
      title: t.title,
      from: [t.fromTransferOrganization, place(t.fromTransferLocation)].filter(Boolean).join(', '),
      to: [t.toTransferOrganization, place(t.toTransferLocation)].filter(Boolean).join(', '),
    })),
  ].sort((a, b) => String(a.when).localeCompare(String(b.when)));
  const movementTable = movements.length
    ? `<div class="scroll" role="region" aria-label="Movements table" tabindex="0"><table><caption class="sr">Movements of batch ${escapeHtml(number)}, oldest first</caption><thead><tr><th scope="col">Date</th><th scope="col">Movement</th><th scope="col">From</th><th scope="col">To</th></tr></thead><tbody>${movements
        .map(
          (m) =>
            `<tr><td class="nowrap">${escapeHtml(date(m.when))}</td><td><span class="tag">${m.kind}</span> ${escapeHtml(m.title)}</td><td>${escapeHtml(m.from || '—')}</td><td>${escapeHtml(m.to || '—')}</td></tr>`,
        )
        .join('')}</tbody></table></div>`
    : '';

  const about = [
    product?.description ? `<p class="lead">${escapeHtml(product.description)}</p>` : '',
    product?.directions ? `<p><strong>Directions:</strong> ${escapeHtml(product.directions)}</p>` : '',
    product?.warnings ? `<p><strong>Warnings:</strong> ${escapeHtml(product.warnings)}</p>` : '',
  ].join('');

  const facts = [
    ['Made by', organization?.name ?? ''],
    [
      'Published',
      batch.is_published && batch.published ? date(batch.published) : batch.is_published ? 'Yes' : 'Not yet',
    ],
  ]
    .filter(([, v]) => v)
    .map(([k, v]) => `<div><dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd></div>`)
    .join('');

  const body = `${banner}
<header class="top"><p class="org">${escapeHtml(organization?.name ?? '')}${
    organization?.tag_line ? ` <span>${escapeHtml(organization.tag_line)}</span>` : ''
  }</p></header>
<main>
<div class="hero"><img src="${escapeHtml(image.src)}" alt="${image.real ? escapeHtml(title) : ''}" width="160" height="160"><div>
<p class="kicker">Batch ${escapeHtml(number)}</p>
<h1>${escapeHtml(title)}</h1>
${about}
<dl class="facts">${facts}</dl>
${buyAgain ? `<p><a class="button" href="${escapeHtml(buyAgain)}" rel="noopener noreferrer">Buy again</a></p>` : ''}
</div></div>
${section('traits', 'Traits', traitList, 'No traits are recorded for this batch.')}
${section('attachments', 'Attachments', attachments, 'No attachments are recorded for this batch.')}
${section('location', 'Location', location, 'No location is recorded for this batch.')}
${section('movements', 'Movements', movementTable, 'This batch has not moved.')}
</main>`;
  return documentOf(`${title}, batch ${number}${organization?.name ? ` | ${organization.name}` : ''}`, body);
}

function notFoundPage(shortCode: string, slug: string): string {
  return documentOf(
    'No public page at this address',
    `<main><h1>No public page at this address</h1><p>No published batch <strong>${escapeHtml(slug)}</strong> of the organization <strong>${escapeHtml(shortCode)}</strong>. It may not be published yet, or its address has changed.</p></main>`,
  );
}

const STYLE = `
:root{color-scheme:light;--ink:#1f2933;--dim:#52606d;--line:#d9e2ec;--brand:#0b6e4f;--soft:#f0f7f4}
*{box-sizing:border-box}
body{margin:0;font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);background:#fff;overflow-wrap:anywhere}
.top,main{max-width:880px;margin:0 auto;padding:0 20px}
.top{padding-top:16px;padding-bottom:16px;border-bottom:1px solid var(--line)}
.org{margin:0;font-weight:700;color:var(--brand)}.org span{font-weight:400;color:var(--dim)}
.banner{margin:0;padding:10px 20px;background:#fff4d6;color:#5c3c00;text-align:center;border-bottom:1px solid #f0d48a}
.hero{display:flex;gap:24px;align-items:flex-start;padding:28px 0 8px}
.hero img{flex:none;border-radius:12px;border:1px solid var(--line);object-fit:contain;background:var(--soft)}
.kicker{margin:0;color:var(--dim);font-size:14px;letter-spacing:.02em}
h1{margin:4px 0 12px;font-size:28px;line-height:1.25}
h2{margin:32px 0 12px;font-size:20px;border-bottom:1px solid var(--line);padding-bottom:6px}
.lead{font-size:17px}
dl{margin:0}dt{font-weight:600}dd{margin:0 0 0 0;color:var(--ink)}
.facts{display:flex;flex-wrap:wrap;gap:8px 28px;margin:12px 0}.facts dt{font-size:13px;color:var(--dim);font-weight:500}
.traits{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:12px}
.traits div,.cards li{border:1px solid var(--line);border-radius:10px;padding:12px 14px;background:#fff}
.cards{list-style:none;margin:0;padding:0;display:grid;gap:12px}
.cards p{margin:0}.cards .name{font-weight:600}.cards .meta{color:var(--dim);font-size:14px}
address{font-style:normal}
a{color:#0a5a40;text-decoration:underline}
.button{display:inline-block;padding:8px 16px;border-radius:8px;background:var(--brand);color:#fff;text-decoration:none;font-weight:600}
.button:focus-visible,a:focus-visible,.scroll:focus-visible{outline:3px solid #1c7ed6;outline-offset:2px}
.scroll{overflow-x:auto;border:1px solid var(--line);border-radius:10px;
  background:linear-gradient(to right,#fff 30%,rgba(255,255,255,0)) left/40px 100% no-repeat local,
  linear-gradient(to left,#fff 30%,rgba(255,255,255,0)) right/40px 100% no-repeat local,
  radial-gradient(farthest-side at 0 50%,rgba(0,0,0,.2),transparent) left/14px 100% no-repeat scroll,
  radial-gradient(farthest-side at 100% 50%,rgba(0,0,0,.2),transparent) right/14px 100% no-repeat scroll}
table{border-collapse:collapse;width:100%;min-width:600px;font-size:15px}
th,td{text-align:left;padding:8px 12px;border-bottom:1px solid var(--line);vertical-align:top;overflow-wrap:break-word}
th{font-size:13px;color:var(--dim);font-weight:600}
tbody tr:last-child td{border-bottom:0}
.nowrap{white-space:nowrap}
.tag{display:inline-block;font-size:12px;font-weight:600;color:var(--brand);background:var(--soft);border-radius:4px;padding:0 6px;margin-right:4px}
.none{color:var(--dim)}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
footer{max-width:880px;margin:40px auto 0;padding:16px 20px 32px;border-top:1px solid var(--line);color:var(--dim);font-size:14px}
@media (max-width:600px){.hero{flex-direction:column}.hero img{width:120px;height:120px}h1{font-size:24px}}
`;

function documentOf(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
${body}
<footer>A batch's public page, as the platform shows it, from the mock world's records.</footer>
</body>
</html>
`;
}

/** No script, nothing embedded, no form: the page is HTML and its one inline style sheet. */
export const PUBLIC_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' https: http: data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** The world's public pages (each mock mode routes the portal's `/p/{short_code}/b/{slug}` here). */
export const publicPageHandlers: RequestHandler[] = [
  http.get('*/__world/public/p/:shortCode/b/:slug', ({ request, params }) => {
    const preview = new URL(request.url).searchParams.get('preview') === 'true';
    const { status, html } = publicPage(
      worldEntry(worldKey(request)).world,
      String(params.shortCode),
      String(params.slug),
      preview,
    );
    return new HttpResponse(html, {
      status,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': PUBLIC_PAGE_POLICY,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'no-store',
      },
    });
  }),
];
