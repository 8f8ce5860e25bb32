import { Center, Loader } from '@mantine/core';

/** A page (or a part of one) whose code or data is on its way: a status named Loading (a plain element may not carry a name). */
export function PageLoader() {
  return (
    <Center mih="40vh" role="status" aria-label="Loading">
      <Loader />
    </Center>
  );
}
