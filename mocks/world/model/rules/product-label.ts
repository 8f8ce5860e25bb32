import { exampleValues } from '@/api/generated/example-values';
import type { IngredientRow, Label } from '@/api/generated/third-party/label-database/model';
import type { Schemas } from '../../types';

/**
 * A public supplement label read as a product draft (the rules are in the top comment of imports.ts). The label is
 * the label database's own example: the world keeps no labels.
 */
type Draft = Schemas['ProductDraft'];
type Ingredient = Schemas['ProductIngredient'];

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
