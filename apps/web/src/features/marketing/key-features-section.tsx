import { Box, Card, Heading, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuBrainCircuit, LuChartLine, LuListChecks, LuTrophy } from 'react-icons/lu';

interface Feature {
  title: string;
  description: string;
  icon: IconType;
}

/** The landing page's four Key Features cards. */
export const KEY_FEATURES: readonly Feature[] = [
  {
    title: 'Algorithm Practice',
    description: 'Work through company-focused problem sets, grouped the way real interview loops ask them.',
    icon: LuBrainCircuit,
  },
  {
    title: 'Progress Analytics',
    description: 'Detailed insights into your solving: find your weak areas and watch your growth over time.',
    icon: LuChartLine,
  },
  {
    title: 'Achievement System',
    description: 'Earn badges for your milestones and climb the weekly and all-time leaderboards with every problem you solve.',
    icon: LuTrophy,
  },
  {
    title: 'Custom Sheets',
    description: 'Build personalised DSA sheets from any problems you like and practise at your own pace.',
    icon: LuListChecks,
  },
];

export function KeyFeaturesSection() {
  return (
    <Box as="section" aria-labelledby="features-heading" maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py="16">
      <Stack textAlign="center" gap="3" mb="10">
        <Heading id="features-heading" as="h2" size="3xl">
          Key Features
        </Heading>
        <Text color="fg.muted">Everything you need to prepare, in one place.</Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
        {KEY_FEATURES.map((feature) => (
          <Card.Root key={feature.title} variant="outline" _hover={{ borderColor: 'orange.500', shadow: 'md' }} transition="all 0.2s">
            <Card.Body gap="3">
              <Icon as={feature.icon} boxSize="8" color="orange.500" aria-hidden="true" />
              <Card.Title as="h3">{feature.title}</Card.Title>
              <Card.Description>{feature.description}</Card.Description>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Box>
  );
}
