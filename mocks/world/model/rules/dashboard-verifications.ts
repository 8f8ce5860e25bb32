import type { Schemas } from '../../types';
import type { World } from '../world';
import { newId, now } from '../ids';
import { buckets, within } from './dashboard-days';
import type { Verification } from '../seeds/dashboard';

/**
 * The verifier's figures (docs/world/dashboard.md): counted from the verifications an organization made
 * (`verifications`), each with the organization whose document it was when the world holds that document.
 */

/** The document of the world at a URL or with a file name: its id, name and organization. */
function documentAt(world: World, url?: string | null, fileName?: string | null) {
  const named = (name?: string | null) => !!name && !!fileName && name.toLowerCase() === fileName.toLowerCase();
  const last = (link?: string | null) => (link ?? '').split(/[?#]/)[0]!.split('/').pop();
  for (const batch of world.batches.all())
    for (const e of batch.exhibits ?? [])
      if ((url && e.url === url) || named(last(e.url)))
        return { id: e.id ?? null, file: last(e.url) ?? e.title, organizationId: batch.organization_id ?? null };
  for (const e of world.organizationExhibits.all())
    if ((url && e.url === url) || named(e.file) || named(last(e.url)))
      return { id: e.id, file: e.file ?? last(e.url) ?? e.title, organizationId: e.organization_id ?? null };
  const doc = world.freeTrialDocuments.all().find((d) => named(d.file_name));
  return doc ? { id: doc.id, file: doc.file_name, organizationId: doc.organization_id } : undefined;
}

/**
 * Records a verification the signed-in organization made (what verify-exhibit-document decides): the document it
 * matched (by URL, or a file by its name), verified or not. The verifier's dashboard counts it at once. It reads
 * `batches`, `organizationExhibits`, `freeTrialDocuments` and `organizations`, and writes `verifications`.
 */
export function recordVerification(
  world: World,
  seen: { url?: string | null; fileName?: string | null; verified: boolean },
): Verification {
  const doc = documentAt(world, seen.url, seen.fileName);
  const organizationId = doc?.organizationId ?? null;
  return world.verifications.put({
    id: newId(world, 'VRF'),
    organization_id: world.organizationId,
    created_on: now(),
    document_organization_id: organizationId,
    document_organization_name: organizationId ? (world.organizations.get(organizationId)?.name ?? null) : null,
    document_id: doc?.id ?? null,
    file_name: doc?.file ?? seen.fileName ?? (seen.url ? (seen.url.split('/').pop() ?? null) : null),
    verified: seen.verified ? 1 : 0,
    unverified: seen.verified ? 0 : 1,
  });
}

/** The verifications an organization (an empty id: the current one) made in the range. */
export const verificationsOf = (world: World, organizationId: string | null | undefined, from: string, to: string) =>
  world.verifications.where(
    (v) => v.organization_id === (organizationId || world.organizationId) && within(v.created_on, from, to),
  );

/** The totals of some verifications. */
export const tally = (rows: readonly Verification[]) => {
  const verified = rows.reduce((sum, v) => sum + v.verified, 0);
  const unverified = rows.reduce((sum, v) => sum + v.unverified, 0);
  return { total_doc: verified + unverified, no_of_verify_doc: verified, no_of_unverify_doc: unverified };
};

/** The verifier's chart of the range: a point per bucket, none when nothing is in it. */
export const verifierChart = (rows: readonly Verification[], from: string, to: string) =>
  rows.length === 0
    ? []
    : buckets(from, to).map((b) => ({
        label: b.label,
        ...tally(rows.filter((v) => within(v.created_on, b.from, b.to))),
      }));

/** The verifications grouped by the document's organization, largest first (with each document read, for the AI). */
export function byOrganization(world: World, rows: readonly Verification[], ai: boolean) {
  const groups = new Map<string, Verification[]>();
  for (const v of rows)
    if (v.document_organization_id)
      groups.set(v.document_organization_id, [...(groups.get(v.document_organization_id) ?? []), v]);
  return [...groups.entries()]
    .map(([id, mine]): Schemas['OrganizationDocumentStats'] => {
      const t = tally(mine);
      const name =
        world.organizations.get(id)?.name ?? mine.find((v) => v.document_organization_name)?.document_organization_name;
      const read = mine.filter((v) => v.document_id).reverse();
      return {
        organization_id: id,
        organization_name: name ?? id,
        success: t.no_of_verify_doc,
        fail: t.no_of_unverify_doc,
        total: t.total_doc,
        ...(ai
          ? {
              aiResult: read.map((v) => ({
                document_id: v.document_id!,
                ...(v.file_name ? { file_name: v.file_name } : {}),
                result: v.verified > 0 ? 'Authentic' : 'Suspected tampering',
              })),
            }
          : {}),
      };
    })
    .sort((a, b) => b.total - a.total || a.organization_name.localeCompare(b.organization_name));
}
