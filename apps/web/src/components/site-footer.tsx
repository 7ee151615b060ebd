import { Box, Button, Flex, Heading, HStack, IconButton, Input, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FaGithub, FaLinkedin, FaXTwitter } from 'react-icons/fa6';
import { Link as RouterLink } from 'react-router';
import { BrandLogo } from './brand-logo';
import { EXTERNAL_LINKS, FOOTER_QUICK_LINKS } from './site-links';
import { toaster } from './toaster';

const SOCIAL = [
  { ...EXTERNAL_LINKS.codeHosting, icon: <FaGithub /> },
  { ...EXTERNAL_LINKS.professionalNetwork, icon: <FaLinkedin /> },
  { ...EXTERNAL_LINKS.microblog, icon: <FaXTwitter /> },
];

/**
 * The site footer. 'Report an Issue', 'Feedback', 'Privacy Policy' and
 * 'Terms & Conditions' are labels, not links, by design. `status` is an app-provided line
 * (the service health) shown in the bottom row.
 */
export function SiteFooter({ status }: { status?: ReactNode }) {
  return (
    <Box as="footer" borderTopWidth="1px" borderColor="border" bg="bg.subtle">
      <SimpleGrid maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py="12" columns={{ base: 1, md: 2, lg: 4 }} gap="10">
        <Stack gap="4">
          <BrandLogo />
          <Text color="fg.muted" fontSize="sm">
            Problem sheets, progress tracking and company-focused preparation to help you land your tech job.
          </Text>
          <Text fontSize="sm" fontStyle="italic">
            Guiding coders towards success, one problem at a time.
          </Text>
          <HStack gap="1">
            {SOCIAL.map((item) => (
              <IconButton key={item.href} asChild variant="ghost" size="sm" aria-label={item.label}>
                <a href={item.href} target="_blank" rel="noopener noreferrer">
                  {item.icon}
                </a>
              </IconButton>
            ))}
          </HStack>
        </Stack>

        <FooterColumn title="Quick Links">
          {FOOTER_QUICK_LINKS.map((link) => (
            <Link key={link.to} asChild color="fg.muted" fontSize="sm">
              <RouterLink to={link.to}>{link.label}</RouterLink>
            </Link>
          ))}
        </FooterColumn>

        <FooterColumn title="Support">
          <Text color="fg.muted" fontSize="sm">
            Report an Issue
          </Text>
          <Text color="fg.muted" fontSize="sm">
            Feedback
          </Text>
        </FooterColumn>

        <NewsletterBox />
      </SimpleGrid>

      <Flex
        maxW="7xl"
        mx="auto"
        px={{ base: '4', md: '6' }}
        py="6"
        borderTopWidth="1px"
        borderColor="border"
        direction={{ base: 'column', md: 'row' }}
        gap="4"
        justify="space-between"
        align={{ base: 'flex-start', md: 'center' }}
      >
        <Text fontSize="sm" color="fg.muted">
          © 2025 AlgoSheets. All rights reserved.
        </Text>
        {status}
        <HStack gap="6">
          <Text fontSize="sm" color="fg.muted">
            Privacy Policy
          </Text>
          <Text fontSize="sm" color="fg.muted">
            Terms &amp; Conditions
          </Text>
        </HStack>
      </Flex>
    </Box>
  );
}

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="3">
      <Heading as="h2" size="sm">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** Subscribe has no defined behaviour and there is no newsletter service, so it says so instead of pretending. */
function NewsletterBox() {
  const onSubmit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    toaster.info({ title: 'Newsletter sign-up is not open yet', description: 'Thanks for your interest. Check back soon.' });
  };

  return (
    <Stack gap="3" as="form" onSubmit={onSubmit} aria-label="Newsletter">
      <Heading as="h2" size="sm">
        Newsletter
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        New sheets and features, now and then.
      </Text>
      <HStack gap="2">
        <Input type="email" name="email" placeholder="you@example.com" aria-label="Email address" size="sm" />
        <Button type="submit" size="sm" colorPalette="orange">
          Subscribe
        </Button>
      </HStack>
    </Stack>
  );
}
