import { fireEvent, screen, within } from '@testing-library/react';
import { createColumnHelper } from '@tanstack/react-table';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from '@/components/data-table/data-table';
import { renderComponent } from '../utils/mantine';

interface Row {
  id: string;
  name: string;
  city: string;
}
const column = createColumnHelper<Row>();
const columns = [column.accessor('name', { header: 'Name' }), column.accessor('city', { header: 'City' })];
const rows: Row[] = Array.from({ length: 12 }, (_, i) => ({
  id: `r${i}`,
  name: `Person ${String(i + 1).padStart(2, '0')}`,
  city: i % 2 ? 'Tempe' : 'Phoenix',
}));

const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]?.textContent);

describe('DataTable', () => {
  it('says the empty text when there are no rows', () => {
    renderComponent(<DataTable label="People" data={[]} columns={columns} getRowId={(r) => r.id} emptyText="Nobody" />);
    expect(screen.getByText('Nobody')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('pages, sorts by a header click, searches and changes the page size', async () => {
    const { user } = renderComponent(
      <DataTable
        label="People"
        data={rows}
        columns={columns}
        getRowId={(r) => r.id}
        emptyText="Nobody"
        searchable
        initialPageSize={5}
      />,
    );
    expect(names()).toEqual(['Person 01', 'Person 02', 'Person 03', 'Person 04', 'Person 05']);
    expect(screen.getByText('1–5 of 12')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(names()[0]).toBe('Person 06');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
    expect(names()[0]).toBe('Person 12');
    await user.type(screen.getByRole('textbox', { name: 'Search people' }), 'Person 1');
    expect(names()).toEqual(['Person 12', 'Person 11', 'Person 10']);
    await user.clear(screen.getByRole('textbox', { name: 'Search people' }));
    await user.type(screen.getByRole('textbox', { name: 'Search people' }), 'nobody here');
    expect(screen.getByText('Nothing matches the search.')).toBeInTheDocument();
  });

  it('hides and shows columns from the column menu', async () => {
    const { user } = renderComponent(
      <DataTable label="People" data={rows} columns={columns} getRowId={(r) => r.id} emptyText="Nobody" />,
    );
    await user.click(screen.getByRole('button', { name: 'Columns of people' }));
    // A dialog with a labelled group of checkboxes (a menu may hold only menu items).
    const chooser = await screen.findByRole('dialog', { name: 'Columns of people' });
    expect(within(chooser).getByRole('group', { name: 'Columns of people' })).toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: 'City' }));
    expect(screen.queryByRole('columnheader', { name: 'City' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'City' }));
    expect(screen.getByRole('columnheader', { name: 'City' })).toBeInTheDocument();
  });

  it("applies the screen's own filter before the search, keeping the table and its toolbar", () => {
    renderComponent(
      <DataTable
        label="People"
        data={rows}
        columns={columns}
        getRowId={(r) => r.id}
        emptyText="Nobody"
        rowFilter={(r) => r.city === 'Nowhere'}
        toolbar={<span>My filter</span>}
      />,
    );
    expect(screen.getByText('My filter')).toBeInTheDocument();
    expect(screen.getByText('Nothing matches the search.')).toBeInTheDocument();
    expect(screen.queryByText('Nobody')).not.toBeInTheDocument();
  });

  it('tells every column state when a column is shown or hidden', async () => {
    const onVisibility = vi.fn();
    const { user } = renderComponent(
      <DataTable
        label="People"
        data={rows}
        columns={columns}
        getRowId={(r) => r.id}
        emptyText="Nobody"
        initialHidden={['city']}
        onColumnVisibilityChange={onVisibility}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Columns of people' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Name' }));
    expect(onVisibility).toHaveBeenLastCalledWith({ name: false, city: false });
    await user.click(screen.getByRole('checkbox', { name: 'City' }));
    expect(onVisibility).toHaveBeenLastCalledWith({ name: false, city: true });
  });
});

describe('DataTable with 5,000 rows', () => {
  const many: Row[] = Array.from({ length: 5_000 }, (_, i) => ({
    id: `m${i}`,
    name: `Person ${String(i + 1).padStart(4, '0')}`,
    city: i % 2 ? 'Tempe' : 'Phoenix',
  }));
  const pageSizes = [10, 25, 50, 100];

  it('draws one page of rows, never all of them, with the total', () => {
    renderComponent(
      <DataTable label="People" data={many} columns={columns} getRowId={(r) => r.id} emptyText="Nobody" />,
    );
    expect(names()).toHaveLength(10);
    expect(screen.getByText('1–10 of 5000')).toBeInTheDocument();
  });

  it('reaches the last row by its pages, and any row by the search', async () => {
    const { user } = renderComponent(
      <DataTable
        label="People"
        data={many}
        columns={columns}
        getRowId={(r) => r.id}
        emptyText="Nobody"
        searchable
        pageSizes={pageSizes}
        initialPageSize={100}
      />,
    );
    expect(names()).toHaveLength(100);
    await user.click(screen.getByRole('button', { name: 'Page 50' }));
    expect(names().at(-1)).toBe('Person 5000');
    expect(screen.getByText('4901–5000 of 5000')).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Search people' }));
    await user.paste('person 4321');
    expect(names()).toEqual(['Person 4321']);
    expect(screen.getByText('1–1 of 1')).toBeInTheDocument();
    await user.keyboard('{Backspace}');
    expect(names()).toEqual(Array.from({ length: 10 }, (_, i) => `Person 432${i}`));
  });

  it('shows that a table wider than its column scrolls: a shadow at each edge with more, a hint, a focusable region', () => {
    const width = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(640);
    const client = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(343);
    try {
      renderComponent(
        <DataTable label="People" data={rows} columns={columns} getRowId={(r) => r.id} emptyText="Nobody" />,
      );
      const region = screen.getByRole('region', { name: 'People, scrolls sideways' });
      expect(region).toHaveAttribute('tabindex', '0');
      const frame = region.closest('[data-side-scroll]')!;
      expect(frame).toHaveAttribute('data-more-end');
      expect(frame).not.toHaveAttribute('data-more-start');
      expect(screen.getByText('Scroll sideways for more')).toBeInTheDocument();
      region.scrollLeft = 297;
      fireEvent.scroll(region);
      expect(frame).toHaveAttribute('data-more-start');
      expect(frame).not.toHaveAttribute('data-more-end');
    } finally {
      width.mockRestore();
      client.mockRestore();
    }
  });

  it('a table that fits is no region and shows no hint', () => {
    renderComponent(
      <DataTable label="People" data={rows} columns={columns} getRowId={(r) => r.id} emptyText="Nobody" />,
    );
    expect(screen.getByRole('table', { name: 'People' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /scrolls sideways/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Scroll sideways for more')).not.toBeInTheDocument();
  });
});
