import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageLoader, SectionLoader } from '@/components/layout/page-loader';
import { renderComponent } from '../utils/mantine';

describe('PageLoader and SectionLoader', () => {
  it('a page on its way is a status named Loading', () => {
    renderComponent(<PageLoader />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('a part of a page on its way is one status, named by what is coming, with the space it asked for', () => {
    renderComponent(<SectionLoader label="Loading products" py="lg" />);
    const status = screen.getByRole('status', { name: 'Loading products' });
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(status).toHaveAttribute('data-size', 'sm');
    expect(status.parentElement).toHaveAttribute('style', 'padding-block: var(--mantine-spacing-lg);');
  });
});
