import { HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import logoUrl from '../assets/algosheets-logo.svg';

/** The AlgoSheets mark and name, linking home. */
export function BrandLogo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <RouterLink to="/" onClick={onNavigate} aria-label="AlgoSheets home">
      <HStack gap="2">
        <img src={logoUrl} alt="" width={32} height={32} />
        <Text as="span" fontWeight="bold" fontSize="lg" letterSpacing="tight">
          AlgoSheets
        </Text>
      </HStack>
    </RouterLink>
  );
}
