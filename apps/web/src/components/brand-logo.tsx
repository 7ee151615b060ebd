import { HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import logoUrl from '../assets/algosheets-logo.svg';

/** The AlgoSheets mark and name, linking home. `compact` drops the name below the `sm` breakpoint (the workspace bar on a phone). */
export function BrandLogo({ onNavigate, compact }: { onNavigate?: () => void; compact?: boolean }) {
  return (
    <RouterLink to="/" onClick={onNavigate} aria-label="AlgoSheets home">
      <HStack gap="2">
        <img src={logoUrl} alt="" width={32} height={32} />
        <Text as="span" fontWeight="bold" fontSize="lg" letterSpacing="tight" hideBelow={compact ? 'sm' : undefined}>
          AlgoSheets
        </Text>
      </HStack>
    </RouterLink>
  );
}
