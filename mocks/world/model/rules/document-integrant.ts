import type { Schemas } from '../../types';
import type { World } from '../world';
import { batchView } from './batch';
import { text } from './product';

/**
 * The consumer app's view of a batch (docs/world/batch.md, "The consumer view of a batch"): the batch of a slug in
 * the organization of a short code, its traits, its product's image, its Buy Again link and its attachments.
 */

/** An absolute web address, or undefined (a Buy Again URL may come without its scheme). */
function webAddress(value: string | null | undefined, addScheme = false): string | undefined {
  const raw = text(value);
  if (!raw) return undefined;
  const candidate = addScheme && !/^[a-z][a-z0-9+.-]*:/i.test(raw) ? `https://${raw}` : raw;
  try {
    return /^https?:$/.test(new URL(candidate).protocol) ? candidate : undefined;
  } catch {
    return undefined;
  }
}

const EXHIBIT_TYPES = ['Quality', 'Sustainability', 'Diversity'] as const;

/** The integrant detail of the batch with that slug in the organization with that short code, or undefined. */
export function integrantDetail(
  world: World,
  shortCode: string,
  externalIdSlug: string,
): Schemas['IntegrantDetail'] | undefined {
  const organization = world.organizations.all().find((o) => o.short_code === shortCode);
  const found = organization
    ? world.batches.where((b) => b.organization_id === organization.id && b.external_id_slug === externalIdSlug)
    : [];
  if (!organization || !found[0]) return undefined;
  const b = batchView(world, found[0]);
  const product = world.products.get(b.integrant_type_id);
  const traits = [...(b.inherited_facets ?? []), ...(b.facets ?? []).filter((f) => !f.isOld)];
  const image = webAddress(product?.image_url) ?? webAddress(b.image_thumb_url);
  const buyAgain = webAddress(b.buy_again_url, true);
  const exhibits = (b.exhibits ?? []).flatMap((e) => {
    const url = webAddress(e.url);
    return e.id && url ? [{ type: e.exhibit_type ?? 'Quality', link: { id: e.id, title: e.title, url } }] : [];
  });
  return {
    integrantInfo: {
      id: b.id,
      title: b.title,
      ...(b.external_id ? { external_id: b.external_id } : {}),
      ...(b.external_id_slug ? { external_id_slug: b.external_id_slug } : {}),
      facets: JSON.stringify(traits.map((f) => ({ title: f.title, description: f.description }))),
      image_url: image ?? null,
      organization: {
        name: organization.name,
        ...(organization.short_code ? { short_code: organization.short_code } : {}),
      },
    },
    sourceLinks: buyAgain ? [{ title: 'Buy again', url: buyAgain }] : [],
    exhibitsInfo: EXHIBIT_TYPES.map((type) => exhibits.filter((e) => e.type === type).map((e) => e.link))
      .filter((group) => group.length > 0)
      .map((exhibitsType) => ({ exhibitsType })),
  };
}
