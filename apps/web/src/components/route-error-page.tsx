import { Button, Heading, Stack, Text } from '@chakra-ui/react';

/**
 * Router error boundary: a render error or a page chunk that fails to download (for example after a
 * deploy replaced it) lands here instead of a blank screen. Reloading fetches the current build.
 */
export function RouteErrorPage() {
  return (
    <Stack align="center" textAlign="center" gap="4" py="24" px="4">
      <Heading as="h1" size="2xl">
        Something went wrong
      </Heading>
      <Text color="fg.muted">This page could not be shown. Reloading usually fixes it.</Text>
      <Button colorPalette="orange" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Stack>
  );
}
