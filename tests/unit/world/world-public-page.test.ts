import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { escapeHtml, publicPageHandlers } from '~mocks/world/public-page';
import { OMEGA_BATCH } from '../../../test-support/example-world';
import { freshWorld } from '../../utils/world-call';

/**
 * The batch's public page the world serves for the portal's Preview (mocks/world/public-page.ts): made from the
 * world's records, every value escaped, an unpublished batch only in preview, no script.
 */
async function open(key: string, path: string) {
  const request = new Request(`http://portal.test/__world/public${path}`, {
    headers: { cookie: `portal-world=${key}` },
  });
  const answer = (await getResponse(publicPageHandlers, request))!;
  const html = await answer.text();
  // The page's text as a person reads it: tags out, entities back, spaces collapsed.
  const text = html
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ');
  return { answer, html, text };
}

describe('the world’s public page of a batch', () => {
  it('shows a published batch from the records: product, traits, attachments, location, movements', async () => {
    const world = freshWorld('pp-show');
    const batch = world.batches.get(OMEGA_BATCH)!;
    const product = world.products.get(batch.integrant_type_id)!;
    const { answer, html, text } = await open('pp-show', '/p/VRDNT/b/vl-omg-2026-0412');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('<html lang="en">');
    expect(text).toContain(`Batch ${batch.external_id}`);
    expect(html).toContain(`<h1>${escapeHtml(product.title)}</h1>`);
    for (const facet of [...(product.facets ?? []), ...(batch.facets ?? [])]) {
      expect(text).toContain(facet.title);
      expect(text).toContain(facet.description);
    }
    for (const exhibit of batch.exhibits ?? []) expect(text).toContain(exhibit.title);
    expect(text).toContain(batch.location!.city);
    const transit = world.transits.where((t) => t.integrant_id === batch.id)[0]!;
    expect(text).toContain(`Transit ${transit.title}`);
    expect(text).not.toContain('Preview.');
    // What is changed shows at once: the page is read from the world each time.
    world.batches.patch(batch.id, { facets: [{ id: 'FCTNEW0001', title: 'Harvest', description: 'Spring 2026' }] });
    expect((await open('pp-show', '/p/VRDNT/b/vl-omg-2026-0412')).text).toContain('Harvest Spring 2026');
  });

  it('an unpublished batch only in preview, under a banner; another address is the 404 page', async () => {
    const world = freshWorld('pp-draft');
    expect((await open('pp-draft', '/p/VRDNT/b/vl-omg-2026-0527')).answer.status).toBe(404);
    const preview = await open('pp-draft', '/p/VRDNT/b/vl-omg-2026-0527?preview=true');
    expect(preview.answer.status).toBe(200);
    expect(preview.text).toContain('Preview. This batch is not published');
    const transfer = world.transfers.where((t) => t.integrant_id === 'BATOMG0527')[0]!;
    expect(preview.text).toContain(`Transfer ${transfer.title}`);
    expect(preview.text).toContain(transfer.toTransferOrganization!);
    expect((await open('pp-draft', '/p/vrdnt/b/vl-omg-2026-0412')).answer.status).toBe(200);
    for (const path of ['/p/NWBOT/b/vl-omg-2026-0412?preview=true', '/p/VRDNT/b/no-such-lot?preview=true']) {
      const missing = await open('pp-draft', path);
      expect(missing.answer.status).toBe(404);
      expect(missing.text).toContain('No public page at this address');
    }
  });

  it('escapes every value and links only to web addresses', async () => {
    const world = freshWorld('pp-escape');
    const batch = world.batches.get(OMEGA_BATCH)!;
    world.products.patch(batch.integrant_type_id, { title: '<script>alert(1)</script> & "Omega"' });
    world.batches.patch(batch.id, {
      facets: [{ id: 'FCTXSS0001', title: '"><img src=x onerror=alert(1)>', description: "it's <b>bold</b>" }],
      exhibits: [
        { title: 'Lab report', url: 'javascript:alert(1)' },
        { title: 'COA', url: 'https://cdn.portal.invalid/coa.pdf?a=1&b="2"' },
      ],
      buy_again_url: 'javascript:alert(2)',
    });
    const { html, text } = await open('pp-escape', '/p/VRDNT/b/vl-omg-2026-0412');
    expect(html).not.toMatch(/<script|<img src=x|<b>bold|javascript:/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Omega&quot;');
    expect(html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('href="https://cdn.portal.invalid/coa.pdf?a=1&amp;b=%222%22"');
    expect(text).toContain('Lab report');
    expect(text).not.toContain('Buy again');
    const slugged = await open('pp-escape', `/p/VRDNT/b/${encodeURIComponent('<x>')}?preview=true`);
    expect(slugged.html).toContain('&lt;x&gt;');
    expect(slugged.html).not.toContain('<x>');
  });
});
