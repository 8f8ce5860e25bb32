import { exampleValues } from '@/api/generated/example-values';
import type { IngredientRow, Label } from '@/api/generated/third-party/label-database/model';
import type { Schemas } from '../../types';
import { newId, now } from '../ids';
import type { World } from '../world';
import { madeNow, ownProducts, parseFacets, SALES_CHANNELS, savedFacets, slug, text, type Kind } from './product';

/**
 * A public supplement label read as a product draft, and the product its save makes (docs/world/product.md, "The
 * label database import"). The label is the label database's own example: the world keeps no labels.
 */
type Draft = Schemas['ProductDraft'];
type Ingredient = Schemas['ProductIngredient'];
type Product = Schemas['Product'];

/** Where the database's thumbnails are (a public image by label id, as the portal shows them). */
export const labelThumbnail = (id: string) =>
  `https://api.ods.od.nih.gov/dsld/s3/pdf/thumbnails/${encodeURIComponent(id)}.jpg`;

/** The labels of the database's examples (its failures left out), in the contract's order. */
function exampleLabels(): Label[] {
  const examples = exampleValues['label-database_getLabel']?.['200']?.examples ?? {};
  return Object.values(examples).filter(
    (v): v is Label => typeof v === 'object' && v !== null && typeof (v as Label).id === 'number',
  );
}

/** The label the database answers for an id: its example with that id, else its first (as its mock answers). */
export function labelFor(id: string): Label | undefined {
  if (!/^[1-9]\d*$/.test(id.trim())) return undefined;
  const labels = exampleLabels();
  return structuredClone(labels.find((l) => l.id === Number(id)) ?? labels[0]);
}

/** The documented labelNotFound, naming the id asked for. */
export const labelNotFound = (id: string) =>
  ({
    status: 200,
    example: 'labelNotFound',
    message: `Label ${id} was not found in the supplement label database.`,
  }) as const;

const statement = (label: Label, type: RegExp) => label.statements?.find((s) => type.test(s.type))?.notes;
const orUndefined = <K extends string, V>(key: K, value: V | undefined | null) =>
  (value == null || value === '' ? {} : { [key]: value }) as Partial<Record<K, V>>;

/** '2 Softgel(s)', '1-2 Capsule(s)'. */
function servingSize(label: Label): string | undefined {
  const size = label.servingSizes?.[0];
  if (!size?.minQuantity || !size.unit) return undefined;
  const max = size.maxQuantity && size.maxQuantity !== size.minQuantity ? `-${size.maxQuantity}` : '';
  return `${size.minQuantity}${max} ${size.unit}`;
}

/** One ingredient row as a product ingredient. */
export function labelIngredient(row: IngredientRow, other = false): Ingredient {
  const forms = row.forms.map((f) => f.name).filter(Boolean);
  const [amount] = row.quantity;
  const percent = amount?.dailyValueTargetGroup?.find((g) => typeof g.percent === 'number')?.percent;
  const per = amount?.servingSizeQuantity
    ? `per ${amount.servingSizeQuantity} ${amount.servingSizeUnit ?? 'serving'}`
    : 'per serving';
  const notes = typeof row.notes === 'string' && row.notes.trim() ? row.notes.trim() : null;
  const description = amount
    ? `${amount.quantity} ${amount.unit} ${per}${percent !== undefined ? `, ${percent}% Daily Value` : ''}.`
    : notes
      ? `${notes.charAt(0).toUpperCase()}${notes.slice(1)}.`
      : other
        ? 'Other ingredient.'
        : null;
  return {
    title: forms.length > 0 ? `${row.name} (${other ? '' : 'as '}${forms.join(', ')})` : row.name,
    description,
    directions: null,
    warnings: null,
    facets: [
      ...(amount ? [{ title: 'Amount per serving', description: `${amount.quantity} ${amount.unit}` }] : []),
      ...(percent !== undefined ? [{ title: '% Daily Value', description: `${percent}%` }] : []),
    ],
    external_id: null,
    product_type: 'Business to Business',
    image: null,
  };
}

/** The product draft of a label. */
export function labelDraft(id: string, label: Label): Draft {
  const serving = servingSize(label);
  const servings = label.servingsPerContainer;
  return {
    label_id: id,
    title: label.fullName,
    description: statement(label, /Statement of Identity/i) ?? `${label.brandName} ${label.fullName}`,
    ...orUndefined('directions', statement(label, /Directions/i)),
    ...orUndefined('warnings', statement(label, /Precaution|Warning/i)),
    ...orUndefined('upc', label.upcSku?.replace(/\D/g, '')),
    image_url: labelThumbnail(id),
    product_type: 'Business to Consumer',
    facets: [
      ...(serving ? [{ title: 'Serving size', description: serving }] : []),
      ...(servings ? [{ title: 'Servings per container', description: servings }] : []),
    ],
    ingredients: [
      ...label.ingredientRows.map((row) => labelIngredient(row)),
      ...(label.otheringredients?.ingredients ?? []).map((row) => labelIngredient(row, true)),
    ],
  };
}

/** The ingredients a label save sends (JSON text), as sent: none when it is no JSON array. */
export function sentIngredients(value: unknown): Partial<Ingredient>[] {
  try {
    const list: unknown = typeof value === 'string' ? JSON.parse(value) : [];
    return (Array.isArray(list) ? list : []) as Partial<Ingredient>[];
  } catch {
    return [];
  }
}

/** The ingredients of a label save as the product keeps them: titled ones, traits saved, each image (kept) or URL. */
export function savedIngredients(
  world: World,
  sent: readonly Partial<Ingredient>[],
  images: readonly (string | undefined)[],
): Ingredient[] {
  return sent.flatMap((i, at): Ingredient[] =>
    text(i?.title)
      ? [
          {
            title: text(i.title)!,
            description: text(i.description),
            directions: text(i.directions),
            warnings: text(i.warnings),
            facets: savedFacets(world, Array.isArray(i.facets) ? i.facets : []),
            external_id: text(i.external_id),
            product_type: SALES_CHANNELS.includes(i.product_type ?? '') ? i.product_type! : null,
            image: images[at] ?? text(i.image),
          },
        ]
      : [],
  );
}

/** A static batch number already used: by a batch or a saved ingredient of the organization, or twice in the list. */
export function ingredientNumberTaken(world: World, ingredients: readonly Ingredient[]): boolean {
  const numbers = ingredients.flatMap((i) => (i.external_id ? [i.external_id] : []));
  const used = new Set(
    [
      ...world.batches.where((b) => b.organization_id === world.organizationId).map((b) => b.external_id),
      ...ownProducts(world).flatMap((p) => (p.ingredients ?? []).map((i) => i.external_id)),
    ].flatMap((n) => (n ? [n] : [])),
  );
  return numbers.some((n, i) => used.has(n) || numbers.indexOf(n) !== i);
}

/** The product a label save makes (title, description, sku and upc checked by the caller), its ingredients inside. */
export function labelProduct(
  world: World,
  form: Record<string, unknown>,
  kind: Kind,
  image: string | null,
  ingredients: Ingredient[],
): Product {
  const externalId = text(form.external_id);
  return {
    id: newId(world, 'PRD'),
    organization_id: world.organizationId,
    title: text(form.title)!,
    description: text(form.description),
    external_id: externalId,
    external_id_slug: externalId && slug(externalId),
    directions: text(form.directions),
    warnings: text(form.warnings),
    sku: text(form.sku),
    upc: text(form.upc),
    product_type: SALES_CHANNELS.includes(String(form.product_type))
      ? (form.product_type as Product['product_type'])
      : null,
    image_url: image,
    product_label: null,
    facets: savedFacets(world, parseFacets(form.facets)),
    ...madeNow(kind, now()),
    ingredients,
  };
}
