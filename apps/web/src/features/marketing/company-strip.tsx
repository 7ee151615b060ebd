import { Box, Flex } from '@chakra-ui/react';
import { useState } from 'react';
import placeholderLogo from '../../assets/company-placeholder.svg';
import { SHEET_COMPANIES, type Company } from './companies';

/** The strip's geometry: one loop every 20 s, 256 px cards 16 px apart. */
export const STRIP_LOOP_SECONDS = 20;
export const STRIP_CARD_WIDTH_PX = 256;
export const STRIP_CARD_SPACING_PX = 16;

/**
 * The looping strip of company-sheet logos. The list is rendered twice and moved by half its length
 * per loop; the spacing is each card's right margin (not a flex gap) so that half the strip is exactly
 * one period and the loop has no jump. The second copy is hidden from assistive technology.
 */
export function CompanyStrip() {
  return (
    <Box
      role="region"
      aria-label="Company sheets"
      overflow="hidden"
      py="2"
      css={{ maskImage: 'linear-gradient(to right, transparent, black 8%, black 92%, transparent)' }}
    >
      <Flex
        width="max-content"
        data-testid="company-strip-track"
        animation={`marquee ${STRIP_LOOP_SECONDS}s linear infinite`}
        _hover={{ animationPlayState: 'paused' }}
        _motionReduce={{ animation: 'none' }}
      >
        {[false, true].flatMap((duplicate) =>
          SHEET_COMPANIES.map((company) => <CompanyCard key={`${company.name}-${duplicate}`} company={company} duplicate={duplicate} />),
        )}
      </Flex>
    </Box>
  );
}

function CompanyCard({ company, duplicate }: { company: Company; duplicate: boolean }) {
  // Once failed, the placeholder is shown; should it fail too, the state no longer changes, so no retry loop.
  const [failed, setFailed] = useState(false);

  return (
    <Flex
      aria-hidden={duplicate || undefined}
      flexShrink={0}
      width={`${STRIP_CARD_WIDTH_PX}px`}
      me={`${STRIP_CARD_SPACING_PX}px`}
      height="24"
      align="center"
      justify="center"
      rounded="xl"
      bg="white"
      borderWidth="1px"
      borderColor="border"
      shadow="sm"
      px="6"
    >
      <img
        src={failed ? placeholderLogo : company.logoUrl}
        alt={duplicate ? '' : `${company.name} sheet`}
        title={company.name}
        data-placeholder={failed || undefined}
        onError={() => setFailed(true)}
        style={{ maxHeight: '56px', maxWidth: '100%' }}
      />
    </Flex>
  );
}
