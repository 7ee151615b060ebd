import { Badge, Button, Card, Heading, HStack, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuCheck } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';

interface Plan {
  name: string;
  /** Price in Indian rupees. */
  price: number;
  period: 'month' | 'one-time';
  available: boolean;
  summary: string;
  features: readonly string[];
}

/** The plans and prices: only Free exists today. */
export const PLANS: readonly Plan[] = [
  {
    name: 'Free',
    price: 0,
    period: 'month',
    available: true,
    summary: 'Everything you need to start preparing.',
    features: ['All public problems', 'Company sheets', 'Personal sheets', 'Run and submit code', 'Progress dashboard and streaks'],
  },
  {
    name: 'Pro',
    price: 199,
    period: 'month',
    available: false,
    summary: 'For focused preparation before interview season.',
    features: ['Everything in Free', 'Premium questions', 'More company sheets', 'Detailed analytics'],
  },
  {
    name: 'Enterprise',
    price: 999,
    period: 'one-time',
    available: false,
    summary: 'For colleges and teams preparing together.',
    features: ['Everything in Pro', 'Team sheets', 'Cohort progress overview', 'Priority support'],
  },
];

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

export function PricingPage() {
  return (
    <Stack gap="10">
      <Stack textAlign="center" gap="3">
        <Heading as="h1" size="4xl">
          Pricing
        </Heading>
        <Text color="fg.muted">Start for free. Paid plans are on the way.</Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
        {PLANS.map((plan) => (
          <Card.Root key={plan.name} variant="outline" borderColor={plan.available ? 'orange.500' : undefined} data-testid={`plan-${plan.name.toLowerCase()}`}>
            <Card.Header gap="2">
              <HStack justify="space-between">
                <Heading as="h2" size="xl">
                  {plan.name}
                </Heading>
                <Badge colorPalette={plan.available ? 'green' : 'gray'} variant="surface">
                  {plan.available ? 'Available' : 'Coming Soon'}
                </Badge>
              </HStack>
              <Text color="fg.muted" fontSize="sm">
                {plan.summary}
              </Text>
            </Card.Header>
            <Card.Body gap="6">
              <HStack align="baseline" gap="1">
                <Text fontSize="4xl" fontWeight="bold">
                  {rupees.format(plan.price)}
                </Text>
                <Text color="fg.muted">{plan.period === 'month' ? '/month' : 'one-time'}</Text>
              </HStack>
              <List.Root gap="2" variant="plain">
                {plan.features.map((feature) => (
                  <List.Item key={feature} alignItems="center">
                    <List.Indicator asChild color="green.500">
                      <LuCheck />
                    </List.Indicator>
                    {feature}
                  </List.Item>
                ))}
              </List.Root>
            </Card.Body>
            <Card.Footer>
              {plan.available ? (
                <Button asChild colorPalette="orange" width="full">
                  <RouterLink to="/problems">Get Started</RouterLink>
                </Button>
              ) : (
                <Button width="full" variant="outline" disabled>
                  Coming Soon
                </Button>
              )}
            </Card.Footer>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
