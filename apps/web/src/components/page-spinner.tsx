import { Center, Spinner } from '@chakra-ui/react';

/** Full-page loading indicator. */
export function PageSpinner() {
  return (
    <Center minH="60vh" role="status" aria-label="Loading">
      <Spinner size="xl" color="orange.500" />
    </Center>
  );
}
