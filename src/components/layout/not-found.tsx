import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Suspense } from 'react';
import { usePortalFrame } from './frame';
import { lazyView } from './lazy-view';
import { PublicPage } from './public-page';

/** The portal's frame, in the chunk of the signed-in routes' frame: not in the first load for the not-found page. */
const portalShell = lazyView(() => import('./app-shell').then((m) => m.PortalShell));

/**
 * The not-found page (spec 1, section 2): the text and 'Go Back Home', in the frame of who looks (the portal's,
 * signed in; the public pages', with the brand and the terms, otherwise). It is drawn at the root, outside every
 * frame: an address no route matches ends there, and a route that finds nothing throws `notFound` to the root
 * (`rootRouteId`, as /mock-checkout does).
 */
export function NotFound() {
  const portal = usePortalFrame();
  const page = (
    <Stack align="center" justify="center" mih="50vh" gap="md" p="xl" ta="center">
      <Title order={1} c="teal.8" fz={64}>
        404
      </Title>
      <Text size="lg" maw={480}>
        Unfortunately the page you are looking for has been moved or deleted
      </Text>
      <Button component={Link} to="/">
        Go Back Home
      </Button>
    </Stack>
  );
  if (!portal) return <PublicPage>{page}</PublicPage>;
  // The page's text at once; the header and menus around it once the frame's code has come.
  return (
    <Suspense fallback={page}>
      <portalShell.View>{page}</portalShell.View>
    </Suspense>
  );
}
