import { Box, Button, Circle, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuExternalLink } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { EXTERNAL_LINKS } from '../../components/site-links';

const STEPS = [
  { title: 'Pick a sheet', text: 'Start from a company sheet or build your own list of problems.' },
  { title: 'Solve in the browser', text: 'Write code in the editor, run it against the examples, then submit.' },
  { title: 'Keep the streak', text: 'Your profile tracks solved problems, languages and daily activity.' },
];

/**
 * The landing page's closing section: it explains the
 * workflow, repeats the call to action and links to the external project listing.
 */
export function HowItWorksSection() {
  return (
    <Box as="section" aria-labelledby="how-heading" bg="bg.subtle" py="16" px={{ base: '4', md: '6' }}>
      <Stack maxW="5xl" mx="auto" gap="10" align="center" textAlign="center">
        <Heading id="how-heading" as="h2" size="3xl">
          How it works
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="8" width="full">
          {STEPS.map((step, index) => (
            <Stack key={step.title} align="center" gap="3">
              <Circle size="10" bg="orange.500" color="white" fontWeight="bold">
                {index + 1}
              </Circle>
              <Heading as="h3" size="md">
                {step.title}
              </Heading>
              <Text color="fg.muted">{step.text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Stack align="center" gap="3">
          <Button asChild size="lg" colorPalette="orange">
            <RouterLink to="/problems">Start solving</RouterLink>
          </Button>
          <Link href={EXTERNAL_LINKS.projects.href} target="_blank" rel="noopener noreferrer" color="fg.muted" fontSize="sm">
            {EXTERNAL_LINKS.projects.label} <LuExternalLink />
          </Link>
        </Stack>
      </Stack>
    </Box>
  );
}
