import type { World } from '../world';
import type { Schemas } from '../../types';
import { newId, now } from '../ids';
import { batchView } from './batch';
import { inherited, kindOfBatch, slug, text } from './product';

/**
 * The batch link graph (docs/world/batch.md, "Links, ingredients and traits"): every link the batches hold, a link
 * kept in (or taken from) both of its batches, the tree of a batch, an ingredient batch and a trait's edit.
 */
type Batch = Schemas['Batch'];
type Facet = Schemas['Facet'];
type Mutation = Schemas['Mutation'];
type TreeNode = Schemas['TreeNode'];

/** Every link the world's batches hold, once each, oldest first. */
export function linksOf(world: World): Mutation[] {
  const byId = new Map<string, Mutation>();
  for (const b of world.batches.all()) for (const m of b.mutations ?? []) if (!byId.has(m.id)) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => (a.created_on ?? '').localeCompare(b.created_on ?? ''));
}

/** A link added to (or taken from) the mutations of both of its batches. */
export function relink(world: World, link: Mutation, keep: boolean) {
  for (const id of new Set([link.parent_integrant_id, link.child_integrant_id])) {
    const b = world.batches.get(id);
    if (!b) continue;
    const others = (b.mutations ?? []).filter((m) => m.id !== link.id);
    world.batches.patch(id, { mutations: keep ? [...others, link] : others, updated_on: now() });
  }
}

/** Whether `below` is `top` or one of its ingredients, at any depth (links never make a cycle). */
export const isUnder = (links: readonly Mutation[], top: string, below: string): boolean =>
  top === below || links.some((l) => l.parent_integrant_id === top && isUnder(links, l.child_integrant_id, below));

/** A new link of a child under a parent, kept in both batches. */
export function linked(world: World, parent: string, child: string, by: Pick<Mutation, 'created_by' | 'updated_by'>) {
  const link: Mutation = {
    id: newId(world, 'MUT'),
    parent_integrant_id: parent,
    child_integrant_id: child,
    created_by: by.created_by ?? null,
    updated_by: by.updated_by ?? null,
    created_on: now(),
  };
  relink(world, link, true);
  return link;
}

/** The tree of a batch (see the rules above): its family up and down, `level` steps each way (0: all). */
export function batchTree(world: World, id: string, level = 0): Schemas['LinkTree'] {
  const links = linksOf(world).filter(
    (l) => world.batches.get(l.parent_integrant_id) && world.batches.get(l.child_integrant_id),
  );
  const limit = level > 0 ? level : Infinity;
  const depth = new Map<string, number>([[id, 0]]);
  for (let step = 1, ring = [id]; step <= limit && ring.length > 0; step += 1) {
    const up = links.filter((l) => ring.includes(l.child_integrant_id)).map((l) => l.parent_integrant_id);
    ring = [...new Set(up)].filter((p) => !depth.has(p));
    for (const p of ring) depth.set(p, -step);
  }
  // Down from every batch reached: the batches within `limit` steps of the one asked for.
  const queue = [...depth.keys()].sort((a, b) => depth.get(a)! - depth.get(b)!);
  for (let i = 0; i < queue.length; i += 1) {
    const next = depth.get(queue[i]!)! + 1;
    if (next > limit) continue;
    for (const { child_integrant_id: to } of links.filter((l) => l.parent_integrant_id === queue[i]))
      if (!depth.has(to)) {
        depth.set(to, next);
        queue.push(to);
      }
  }
  // Levels: a batch sits one below its lowest parent, so every link points down (links never make a cycle).
  const inner = links.filter((l) => depth.has(l.parent_integrant_id) && depth.has(l.child_integrant_id));
  const levelOf = new Map(queue.map((node) => [node, 0]));
  for (let pass = 0, moved = true; moved && pass < queue.length; pass += 1) {
    moved = false;
    for (const { parent_integrant_id: from, child_integrant_id: to } of inner)
      if (levelOf.get(from)! + 1 > levelOf.get(to)!) {
        levelOf.set(to, levelOf.get(from)! + 1);
        moved = true;
      }
  }
  const parentOf = new Map<string, string>();
  for (const { parent_integrant_id: from, child_integrant_id: to } of inner)
    if (!parentOf.has(to) && levelOf.get(from)! + 1 === levelOf.get(to)) parentOf.set(to, from);
  const nodes: TreeNode[] = [];
  const seen = new Set<string>();
  const visit = (node: string) => {
    if (seen.has(node)) return;
    seen.add(node);
    const b = world.batches.get(node)!;
    nodes.push({
      id: b.id,
      integrant_type_id: b.integrant_type_id,
      title: b.title,
      external_id: b.external_id ?? null,
      level: levelOf.get(node)!,
      parent_id: parentOf.get(node) ?? null,
    });
    for (const l of inner)
      if (l.parent_integrant_id === node && parentOf.get(l.child_integrant_id) === node) visit(l.child_integrant_id);
  };
  for (const root of queue) if (!parentOf.has(root)) visit(root);
  const edges = inner.map((l) => ({
    source: l.parent_integrant_id,
    target: l.child_integrant_id,
    type: 'mutation' as const,
  }));
  return { nodes, edges };
}

/** Why a link of a child under a parent is refused (a body failure's words), or undefined when it can be made. */
export function linkRefusal(world: World, parentId: string, childId: string): string | undefined {
  const parent = world.batches.get(parentId);
  const child = world.batches.get(childId);
  if (!parent || !child) return 'Batch not found';
  if (parent.id === child.id) return 'A batch cannot be an ingredient of itself';
  const links = linksOf(world);
  if (links.some((l) => l.parent_integrant_id === parent.id && l.child_integrant_id === child.id))
    return 'This batch is already an ingredient of that batch';
  if (isUnder(links, child.id, parent.id)) return 'A batch cannot be an ingredient of its own ingredient';
  return undefined;
}

/** A new ingredient batch of a product, as add-ingredient makes it. */
export function ingredientBatch(
  world: World,
  body: Schemas['AddIngredientRequest'],
  product: Schemas['Product'],
): Batch {
  const stamp = now();
  return batchView(world, {
    id: newId(world, 'BAT'),
    primary: false,
    integrant_type_id: product.id,
    organization_id: world.organizationId,
    title: text(body.title) ?? product.title,
    description: text(body.description),
    tracking_id: body.external_id,
    external_id: body.external_id,
    external_id_slug: text(body.external_id_slug) ?? slug(body.external_id),
    buy_again_url: null,
    is_published: false,
    is_static_batch: false,
    published: null,
    qr_url: null,
    type: product.subscription_type,
    facets: [],
    inherited_facets: inherited(product),
    exhibits: [],
    mutations: [],
    location: null,
    transits: [],
    transfers: [],
    created_on: stamp,
    updated_on: stamp,
  });
}

export const INHERITED_TRAIT = 'This Trait is inherited and cannot be edited.';

/**
 * One of a batch's own traits saved as sent (trimmed; a fastpass batch has no group), or why not: `inherited`, `blank`,
 * or `unknown` (no trait of that id).
 */
export function savedFacet(
  world: World,
  b: Batch,
  facetId: string,
  body: Schemas['FacetUpdate'],
): Facet | 'inherited' | 'blank' | 'unknown' {
  const own = (b.facets ?? []).find((f) => f.id === facetId);
  if (!own || own.isOld)
    return own || batchView(world, b).inherited_facets?.some((f) => f.id === facetId) ? 'inherited' : 'unknown';
  const title = text(body.title);
  const description = text(body.description);
  if (!title || !description) return 'blank';
  const saved: Facet = {
    ...own,
    title,
    description,
    rank: body.rank ?? own.rank ?? null,
    group_id: kindOfBatch(world, b) === 'fastpass' ? null : body.group_id !== undefined ? body.group_id : own.group_id,
    isOld: false,
  };
  world.batches.patch(b.id, { facets: (b.facets ?? []).map((f) => (f.id === own.id ? saved : f)), updated_on: now() });
  return saved;
}
