import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { CompanyStrip } from './company-strip';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { KeyFeaturesSection } from './key-features-section';

/** The landing page at /: hero, company-sheet strip, Key Features, how it works. */
export function LandingPage() {
  return (
    <>
      <HeroSection />
      <Box as="section" aria-labelledby="companies-heading" py="10">
        <Stack textAlign="center" gap="2" mb="6" px="4">
          <Heading id="companies-heading" as="h2" size="xl">
            Company-specific sheets
          </Heading>
          <Text color="fg.muted">Practise the problems top companies ask.</Text>
        </Stack>
        <CompanyStrip />
      </Box>
      <KeyFeaturesSection />
      <HowItWorksSection />
    </>
  );
}
