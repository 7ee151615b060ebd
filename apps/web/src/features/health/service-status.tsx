import type { HealthResponse } from '@algosheets/contracts';
import { HStack, Status, Text } from '@chakra-ui/react';
import { useGetHealthQuery } from './health-api';

type ServiceState = 'checking' | 'operational' | 'degraded' | 'unreachable';

const PRESENTATION: Record<ServiceState, { label: string; color: 'gray' | 'green' | 'orange' | 'red' }> = {
  checking: { label: 'Checking service status…', color: 'gray' },
  operational: { label: 'All systems operational', color: 'green' },
  degraded: { label: 'Service degraded', color: 'orange' },
  unreachable: { label: 'Service unreachable', color: 'red' },
};

function isHealthResponse(value: unknown): value is HealthResponse {
  return typeof value === 'object' && value !== null && 'status' in value && 'db' in value && 'redis' in value;
}

/**
 * One line in the footer reporting the gateway's `GET /health`. A 503 carries the same body as a
 * 200, so 'degraded' names the dependency that is down; no answer at all is 'unreachable'.
 */
export function ServiceStatus() {
  const { data, error, isLoading } = useGetHealthQuery();

  const errorBody = error && 'status' in error && isHealthResponse(error.data) ? error.data : undefined;
  const health = data ?? errorBody;
  const state: ServiceState = isLoading ? 'checking' : !health ? 'unreachable' : health.status === 'ok' ? 'operational' : 'degraded';
  const down = health ? (['db', 'redis'] as const).filter((dependency) => health[dependency] === 'down') : [];
  const { label, color } = PRESENTATION[state];

  return (
    <HStack gap="2" data-testid="service-status" data-state={state} role="status" aria-live="polite">
      <Status.Root colorPalette={color} size="sm">
        <Status.Indicator />
      </Status.Root>
      <Text fontSize="sm" color="fg.muted">
        {label}
        {state === 'degraded' && down.length > 0 && ` (${down.map((dependency) => (dependency === 'db' ? 'database' : 'cache')).join(' and ')} down)`}
      </Text>
    </HStack>
  );
}
