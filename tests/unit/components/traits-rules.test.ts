import { describe, expect, it } from 'vitest';
import {
  addTemplate,
  toFacets,
  traitsComplete,
  visibleTemplates,
  type TraitDraft,
} from '@/components/traits-editor/traits-rules';
import { uploadPercent, VIDEO_RETRY_DELAYS_MS } from '@/lib/tus-upload';

const template = {
  id: 'TPLSUPPFAC',
  name: 'Supplement Facts',
  children: [{ name: 'Serving size' }, { name: 'Amount' }],
};

describe('traits rules', () => {
  it('adds a template once', () => {
    const once = addTemplate([], template);
    expect(once.map((t) => [t.title, t.description, t.templateId, t.isTemplate])).toEqual([
      ['Serving size', '', 'TPLSUPPFAC', true],
      ['Amount', '', 'TPLSUPPFAC', true],
    ]);
    expect(addTemplate(once, template)).toHaveLength(2);
  });

  it('a trait is complete with a title and a description (the bulk update waits otherwise)', () => {
    expect(traitsComplete([{ title: 'Form', description: 'Gummy' }])).toBe(true);
    expect(traitsComplete([{ title: 'Form', description: ' ' }])).toBe(false);
    expect(traitsComplete([])).toBe(true);
  });

  it('shows five template chips, then +N more', () => {
    expect(visibleTemplates([1, 2, 3, 4, 5, 6, 7], false)).toEqual({ shown: [1, 2, 3, 4, 5], more: 2 });
    expect(visibleTemplates([1, 2, 3, 4, 5], false)).toEqual({ shown: [1, 2, 3, 4, 5], more: 0 });
    expect(visibleTemplates([1, 2, 3, 4, 5, 6], true).more).toBe(0);
  });

  it('ranks facets in list order and drops groups outside tracer', () => {
    const drafts: TraitDraft[] = [
      { key: 'a', title: 'A', description: 'x', group_id: 2 },
      { key: 'b', title: 'B', description: 'y' },
    ];
    expect(toFacets(drafts, true).map((f) => [f.rank, f.group_id])).toEqual([
      [1, 2],
      [2, null],
    ]);
    expect(toFacets(drafts, false).map((f) => f.group_id)).toEqual([null, null]);
    expect(toFacets(drafts, true)[0]).not.toHaveProperty('key');
  });

  it('video upload: the retry delays of section 9 and the percent', () => {
    expect(VIDEO_RETRY_DELAYS_MS).toEqual([0, 3000, 5000, 10000, 20000, 60000, 60000]);
    expect(uploadPercent(5, 10)).toBe(50);
    expect(uploadPercent(10, 10)).toBe(100);
    expect(uploadPercent(1, 0)).toBe(0);
  });
});
