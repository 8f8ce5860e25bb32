import { Center, Loader } from '@mantine/core';

/** What the graph's box shows while its code comes and while a large tree is laid out. */
export function GraphLoader() {
  return (
    <Center h="100%">
      <Loader aria-label="Loading the graph" />
    </Center>
  );
}
