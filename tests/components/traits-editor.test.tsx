import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TRAITS_DRAWN_WHOLE, TraitsEditor } from '@/components/traits-editor/traits-editor';
import type { TraitDraft } from '@/components/traits-editor/traits-rules';
import { renderComponent } from '../utils/mantine';

const COUNT = 200;
const traits = (count: number): TraitDraft[] =>
  Array.from({ length: count }, (_, n) => ({
    key: `t${n}`,
    title: `Title ${n + 1}`,
    description: `Value ${n + 1}`,
    group_id: null,
  }));

/** The editor with its list held by a parent, as the batch editor and the product form hold it. */
function Held({ initial, onChange }: { initial: TraitDraft[]; onChange: (traits: TraitDraft[]) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <TraitsEditor
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
      withGroups={false}
    />
  );
}

const fieldsets = () => screen.getAllByRole('group', { name: /^Trait \d+$/ });

describe('TraitsEditor with hundreds of traits', () => {
  it('draws a short list whole, in the page', () => {
    renderComponent(<Held initial={traits(TRAITS_DRAWN_WHOLE)} onChange={() => {}} />);
    expect(fieldsets()).toHaveLength(TRAITS_DRAWN_WHOLE);
    expect(screen.queryByRole('list', { name: 'Traits' })).not.toBeInTheDocument();
  });

  it('draws only a window of 200 traits, and reaches the last by scrolling', async () => {
    renderComponent(<Held initial={traits(COUNT)} onChange={() => {}} />);
    const list = screen.getByRole('list', { name: 'Traits' });
    expect(fieldsets().length).toBeLessThanOrEqual(15);
    expect(screen.getByLabelText(/^Trait 1 title/)).toHaveValue('Title 1');
    expect(screen.queryByLabelText(new RegExp(`^Trait ${COUNT} title`))).not.toBeInTheDocument();

    const box = list.parentElement!;
    box.scrollTop = Number.parseFloat(list.style.height);
    fireEvent.scroll(box);
    expect(await screen.findByLabelText(new RegExp(`^Trait ${COUNT} title`))).toHaveValue(`Title ${COUNT}`);
    expect(fieldsets().length).toBeLessThanOrEqual(15);
    expect(screen.queryByLabelText(/^Trait 1 title/)).not.toBeInTheDocument();
  });

  it('a keystroke changes its own trait and hands the others on unchanged (what lets the memoized rows skip drawing)', async () => {
    const changes = vi.fn<(traits: TraitDraft[]) => void>();
    const initial = traits(COUNT);
    const { user } = renderComponent(<Held initial={initial} onChange={changes} />);
    const third = screen.getByLabelText(/^Trait 3 description/);
    const others = within(fieldsets()[0]!).getByLabelText(/^Trait 1 title/);
    await user.type(third, '!');
    expect(third).toHaveValue('Value 3!');
    const [next] = changes.mock.lastCall!;
    expect(next[2]).toMatchObject({ key: 't2', description: 'Value 3!' });
    expect(next.filter((t, i) => t !== initial[i])).toHaveLength(1);
    // The same elements: typing neither re-mounts the rows nor moves the focus.
    expect(screen.getByLabelText(/^Trait 1 title/)).toBe(others);
    expect(third).toHaveFocus();
  });

  it('a trait added at the end of a long list is scrolled into view', async () => {
    const { user } = renderComponent(<Held initial={traits(COUNT)} onChange={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Add trait' }));
    expect(await screen.findByLabelText(new RegExp(`^Trait ${COUNT + 1} title`))).toHaveValue('');
    expect(fieldsets().length).toBeLessThanOrEqual(15);
  });

  it('removes a trait by its key from a long list', async () => {
    const changes = vi.fn<(traits: TraitDraft[]) => void>();
    const { user } = renderComponent(<Held initial={traits(COUNT)} onChange={changes} />);
    await user.click(screen.getByRole('button', { name: 'Remove trait 2' }));
    const [next] = changes.mock.lastCall!;
    expect(next).toHaveLength(COUNT - 1);
    expect(next.map((t) => t.key)).not.toContain('t1');
    expect(screen.getByLabelText(/^Trait 2 title/)).toHaveValue('Title 3');
  });
});
