import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  canSaveExhibit,
  copyOldExhibits,
  isFixedRank,
  moveExhibit,
  toExhibitInputs,
} from '@/features/batches/exhibits/exhibit-rules';
import { checkFile, MIB, ATTACHMENT_FILE_RULE } from '@/lib/file-rules';

const items = (ranks: number[]) => ranks.map((rank, i) => ({ name: `i${i}`, rank }));

describe('ranks', () => {
  it("a rank containing '000' is fixed", () => {
    expect(isFixedRank(1000)).toBe(true);
    expect(isFixedRank(23000)).toBe(true);
    expect(isFixedRank(10001)).toBe(true);
    expect(isFixedRank(100)).toBe(false);
    expect(isFixedRank(null)).toBe(false);
  });
  it('moves a movable item and renumbers the movable ones', () => {
    const moved = moveExhibit(items([1, 2, 3]), 0, 2);
    expect(moved.map((i) => i.name)).toEqual(['i1', 'i2', 'i0']);
    expect(moved.map((i) => i.rank)).toEqual([1, 2, 3]);
  });
  it('fixed items neither move nor are displaced', () => {
    const list = items([1000, 1, 2, 2000, 3]);
    expect(moveExhibit(list, 0, 2)).toEqual(list);
    expect(moveExhibit(list, 1, 3)).toEqual(list);
    const moved = moveExhibit(list, 1, 4);
    expect(moved.map((i) => i.name)).toEqual(['i0', 'i2', 'i4', 'i3', 'i1']);
    expect(moved[0]!.rank).toBe(1000);
    expect(moved[3]!.rank).toBe(2000);
  });
  it('property: fixed items keep their place, nothing is lost', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.integer({ min: 1, max: 99 }), fc.constantFrom(1000, 2000, 3000)), {
          minLength: 2,
          maxLength: 8,
        }),
        fc.nat(),
        fc.nat(),
        (ranks, a, b) => {
          const list = items(ranks);
          const from = a % list.length;
          const to = b % list.length;
          const moved = moveExhibit(list, from, to);
          expect(moved.map((i) => i.name).sort()).toEqual(list.map((i) => i.name).sort());
          list.forEach((item, i) => {
            if (isFixedRank(item.rank)) expect(moved[i]).toEqual(item);
          });
        },
      ),
    );
  });
  it('copied old items get ids (and fixed ranks) of 1000 times their position', () => {
    const copies = copyOldExhibits([
      { id: 'EXH0000001', title: 'A', url: 'https://x/a.pdf' },
      { id: 'EXH0000002', title: 'B', url: 'https://x/b.pdf', exhibit_type: 'Diversity' },
    ]);
    expect(copies.map((c) => c.id)).toEqual(['1000', '2000']);
    expect(copies.every((c) => c.isOld && isFixedRank(c.rank))).toBe(true);
    expect(copies[0]!.exhibit_type).toBe('Quality');
  });
});

describe('attachment form', () => {
  it('Save needs a title and an attachment', () => {
    expect(canSaveExhibit({ title: 'COA', url: 'https://x' })).toBe(true);
    expect(canSaveExhibit({ title: ' ', url: 'https://x' })).toBe(false);
    expect(canSaveExhibit({ title: 'COA', url: '' })).toBe(false);
  });
  it('file types and the 30 MB limit', () => {
    expect(checkFile({ name: 'a.PDF', size: 10 }, ATTACHMENT_FILE_RULE)).toBeNull();
    expect(checkFile({ name: 'a.webm', size: 10 }, ATTACHMENT_FILE_RULE)).toBeNull();
    expect(checkFile({ name: 'a.docx', size: 10 }, ATTACHMENT_FILE_RULE)).toBe(ATTACHMENT_FILE_RULE.typeMessage);
    expect(checkFile({ name: 'a.pdf', size: 30 * MIB }, ATTACHMENT_FILE_RULE)).toBe('You can upload maximum 30MB');
    expect(checkFile({ name: 'a.pdf', size: 30 * MIB - 1 }, ATTACHMENT_FILE_RULE)).toBeNull();
  });
  it('sends type ids and trimmed values', () => {
    expect(
      toExhibitInputs([
        {
          key: 'k',
          exhibit_type: 'Sustainability',
          title: ' T ',
          description: ' d ',
          url: 'u',
          rank: 2,
          isOld: false,
          state: 'saved',
        },
      ]),
    ).toEqual([
      { exhibit_type: 'Sustainability', exhibit_type_id: 2, title: 'T', description: 'd', url: 'u', rank: 2 },
    ]);
  });
});
