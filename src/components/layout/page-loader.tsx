import { Center, Loader, type MantineSpacing } from '@mantine/core';

/**
 * A page (or a tab that fills one) whose code or data is on its way: a status named Loading (a plain element may not
 * carry a name). A smaller part of a page: SectionLoader.
 */
export function PageLoader() {
  return (
    <Center mih="40vh" role="status" aria-label="Loading">
      <Loader />
    </Center>
  );
}

/**
 * A part of a page whose data or code is on its way (a list, a tab, a search): a small loader, named by `label`
 * (the theme gives every Loader the status role), in the middle of the space the part will take.
 */
export function SectionLoader({ label, py = 'xl' }: { readonly label: string; readonly py?: MantineSpacing | 0 }) {
  return (
    <Center py={py}>
      <Loader size="sm" aria-label={label} />
    </Center>
  );
}
