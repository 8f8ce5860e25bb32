import type { APIRequestContext } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expect, seedSession, test } from '../support/fixtures';
import { realPdf } from '../../test-support/real-files';

/** Organization attachments with a thousand of them: only a window of rows drawn, and every one reachable. */

const TOTAL = 1000;
/** The seed's own attachments, already in the world. */
const SEEDED = 3;

/**
 * Adds attachments as the Add form does, through the world's own call (POST /organization-exhibit, checked by Prism),
 * ten at a time.
 */
async function addAttachments(request: APIRequestContext, count: number) {
  const pdf = realPdf('supplier-audit.pdf', 1);
  const add = async (n: number) => {
    const answer = await request.post('/api/organization-exhibit', {
      headers: { Authorization: 'Bearer e2e-token' },
      multipart: {
        title: `Supplier audit ${n}`,
        description: `Audit of supplier ${n}`,
        effective_date: '2026-02-15T00:00:00.000Z',
        exhibit_locations: '[]',
        file: { name: `supplier-audit-${n}.pdf`, mimeType: pdf.mimeType, buffer: pdf.buffer },
      },
    });
    expect(answer.status(), await answer.text()).toBe(200);
    expect(answer.headers()['sl-violations'], 'a request or answer that breaks the contract').toBeUndefined();
  };
  for (let from = 1; from <= count; from += 25)
    await Promise.all(Array.from({ length: Math.min(25, count - from + 1) }, (_, i) => add(from + i)));
}

/** The world's own last attachment: the list is newest first, so the oldest of the seed. */
async function lastAttachment(request: APIRequestContext) {
  const answer = await request.get(`/api/organization-exhibit?offset=${TOTAL - 1}&limit=1`, {
    headers: { Authorization: 'Bearer e2e-token' },
  });
  expect(answer.status()).toBe(200);
  const { data } = (await answer.json()) as { data: { count: number; rows: { id: string; title: string }[] } };
  expect(data.count).toBe(TOTAL);
  return data.rows[0]!;
}

test('the last of 1,000 attachments is reached by scrolling, and opened', async ({ page }) => {
  test.setTimeout(240_000);
  await seedSession(page);
  await addAttachments(page.request, TOTAL - SEEDED);
  const last = await lastAttachment(page.request);

  await page.goto('/organization-exhibits');
  const table = page.getByRole('table', { name: 'Organization attachments' });
  await expect(page.getByLabel(`${TOTAL} attachments`)).toBeVisible();
  await expect(table).toHaveAttribute('aria-rowcount', String(TOTAL + 1));
  await expect(table.getByText(`Supplier audit ${TOTAL - SEEDED}`, { exact: true })).toBeVisible();

  // To the end of the list as a mouse user goes: scrolled to the end of the page, the next page comes (Load more's
  // end of the list in view), page after page.
  const end = page.getByTestId('load-more');
  /** The place of the last row drawn once the page asked for is in (its button back, or no more), else 0. */
  const lastDrawnOnceIn = (before: number) => {
    const rows = document.querySelectorAll('[aria-label="Organization attachments"] tbody tr[aria-rowindex]');
    const index = Number(rows[rows.length - 1]?.getAttribute('aria-rowindex') ?? 0);
    const loadMore = document.querySelector('[data-testid="load-more"]');
    return !loadMore || (index > before && loadMore.querySelector('button')) ? index : 0;
  };
  let reached = await page.evaluate(lastDrawnOnceIn, 0);
  while ((await end.count()) > 0) {
    await page.keyboard.press('End');
    reached = await (await page.waitForFunction(lastDrawnOnceIn, reached)).jsonValue();
  }
  expect(reached).toBe(TOTAL + 1);

  // The last one is drawn, with its place in the list; only a window of the thousand is.
  const row = table.getByRole('row').filter({ hasText: last.title });
  await row.scrollIntoViewIfNeeded();
  await expect(row).toBeVisible();
  await expect(row).toHaveAttribute('aria-rowindex', String(TOTAL + 1));
  expect(await table.getByRole('row').count()).toBeLessThan(100);
  await expectAccessible(page, 'attachments, the last of 1,000');

  // On a phone the same list is cards, a window of them, the last at the end of the page.
  await page.setViewportSize({ width: 375, height: 800 });
  const cards = page.getByRole('list', { name: 'Organization attachments' });
  await page.keyboard.press('End');
  const card = cards.getByRole('listitem').filter({ hasText: last.title });
  await expect(card).toHaveAttribute('aria-posinset', String(TOTAL));
  await card.scrollIntoViewIfNeeded();
  await expect(card).toBeVisible();
  expect(await cards.getByRole('listitem').count()).toBeLessThan(100);
  await expectAccessible(page, 'attachments, the last of 1,000, 375 px');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Opened: its form, with its title.
  await page.keyboard.press('End');
  await table.getByRole('link', { name: `Edit ${last.title}`, exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Edit Attachment' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/organization-exhibits/edit/${last.id}$`));
  await expect(page.getByLabel('Title')).toHaveValue(last.title);
  await expectAccessible(page, 'edit the last of 1,000 attachments');
});
