import { Center, Loader } from '@mantine/core';

export function PageLoader() {
  return (
    <Center mih="40vh" aria-label="Loading">
      <Loader />
    </Center>
  );
}
