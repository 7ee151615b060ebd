import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

/** Shown for any path the router does not know. */
export function NotFoundPage() {
  return (
    <Stack align="center" textAlign="center" gap="4" py="24">
      <Text fontSize="6xl" fontWeight="bold" color="fg.muted">
        404
      </Text>
      <Heading as="h1" size="2xl">
        Page not found
      </Heading>
      <Text color="fg.muted">The page you are looking for does not exist or has moved.</Text>
      <Button asChild colorPalette="orange">
        <RouterLink to="/">Back to home</RouterLink>
      </Button>
    </Stack>
  );
}
