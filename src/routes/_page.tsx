import { createFileRoute, Outlet, useMatches } from '@tanstack/react-router';
import { PublicPage } from '@/components/layout/public-page';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** A page of the `_page` or `_open` frame that needs a wider column than the frame's own (the plans' price boxes). */
    readonly pageWidth?: number;
  }
}

/** The public pages' frame, signed in or not: the brand above a column (the terms, registration and its thanks). */
export const Route = createFileRoute('/_page')({
  component: PageFrame,
});

function PageFrame() {
  const width = useMatches({ select: (matches) => matches.at(-1)?.staticData.pageWidth });
  return (
    <PublicPage size={width}>
      <Outlet />
    </PublicPage>
  );
}
