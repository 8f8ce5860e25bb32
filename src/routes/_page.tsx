import { createFileRoute, Outlet } from '@tanstack/react-router';
import { PublicPage } from '@/components/layout/public-page';

/**
 * The public pages' frame, signed in or not: the brand above a column as wide as the page's kind (the terms,
 * registration and its thanks: components/layout/page-kinds.ts).
 */
export const Route = createFileRoute('/_page')({
  component: PageFrame,
});

function PageFrame() {
  return (
    <PublicPage>
      <Outlet />
    </PublicPage>
  );
}
