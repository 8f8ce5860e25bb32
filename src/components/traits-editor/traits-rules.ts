import type { Facet, TraitTemplate } from '@/api/generated/portal/model';
import { cleanText, isBlank } from '@/lib/input/text';

/** A trait in an editor: the saved facet plus a stable key for the list. */
export interface TraitDraft extends Facet {
  readonly key: string;
}

export const TRAITS_MESSAGE = 'You Need Facets Filled Out.';
export const INHERITED_TRAIT_TOOLTIP = 'This Trait is inherited and cannot be edited.';
/** Template chips shown before '+N more'. */
export const TEMPLATE_CHIPS_SHOWN = 5;
export const TRAIT_GROUPS = [
  { value: '', label: 'None' },
  ...Array.from({ length: 10 }, (_, i) => ({ value: String(i + 1), label: `Group ${i + 1}` })),
];

let counter = 0;
function nextKey(): string {
  counter += 1;
  return `trait-${counter}`;
}

/** Saved facets as editor drafts. */
export function toDrafts(facets: readonly Facet[] | undefined): TraitDraft[] {
  return (facets ?? []).map((f) => ({ ...f, key: f.id ?? nextKey() }));
}

export function emptyTrait(): TraitDraft {
  return { key: nextKey(), title: '', description: '', group_id: null };
}

/** A trait counts as filled when both its title (name) and description (value) are. */
export function isTraitComplete(trait: Pick<Facet, 'title' | 'description'>): boolean {
  return !isBlank(trait.title) && !isBlank(trait.description);
}

/** Every trait filled; the bulk update (and a save) is skipped while one is not. */
export function traitsComplete(traits: readonly Pick<Facet, 'title' | 'description'>[]): boolean {
  return traits.every(isTraitComplete);
}

/** Whether the template's traits are already in the list (a template is added once). */
export function hasTemplate(traits: readonly TraitDraft[], templateId: string): boolean {
  return traits.some((t) => t.templateId === templateId);
}

/** The template's children added as traits, once per template (a second add changes nothing). */
export function addTemplate(traits: readonly TraitDraft[], template: TraitTemplate): TraitDraft[] {
  if (hasTemplate(traits, template.id)) return [...traits];
  const added = template.children.map((child) => ({
    key: nextKey(),
    title: child.name,
    description: '',
    group_id: null,
    isTemplate: true,
    templateId: template.id,
  }));
  return [...traits, ...added];
}

/** The chips on screen: the first five, then '+N more' until expanded. */
export function visibleTemplates<T>(templates: readonly T[], expanded: boolean): { shown: T[]; more: number } {
  if (expanded || templates.length <= TEMPLATE_CHIPS_SHOWN) return { shown: [...templates], more: 0 };
  return { shown: templates.slice(0, TEMPLATE_CHIPS_SHOWN), more: templates.length - TEMPLATE_CHIPS_SHOWN };
}

/** The facets as the backend takes them: ranked in list order, group only where groups apply. */
export function toFacets(traits: readonly TraitDraft[], withGroups: boolean): Facet[] {
  return traits.map(({ key: _key, ...facet }, index) => ({
    ...facet,
    title: cleanText(facet.title),
    description: cleanText(facet.description),
    rank: index + 1,
    group_id: withGroups ? (facet.group_id ?? null) : null,
  }));
}
