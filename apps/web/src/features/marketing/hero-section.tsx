import { Language } from '@algosheets/contracts';
import { Badge, Box, Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { FaJava } from 'react-icons/fa6';
import { LuArrowRight } from 'react-icons/lu';
import { SiCplusplus, SiJavascript, SiPython, SiTypescript } from 'react-icons/si';
import { Link as RouterLink } from 'react-router';
import { LANGUAGE_LABELS } from '../../lib/language-labels';

interface FloatingLanguage {
  name: string;
  icon: IconType;
  color: string;
  /** Position on wide screens, as CSS offsets inside the hero. */
  position: { top: string; left?: string; right?: string };
}

/**
 * Each language learners can write in (the language table), as it floats around the hero: keyed by
 * `Language`, so a language added to the table fails to compile until it has its icon here, and
 * the hero never advertises a language the judge does not run.
 */
const LANGUAGE_ICONS: Record<Language, Omit<FloatingLanguage, 'name'>> = {
  [Language.Java]: { icon: FaJava, color: '#E76F00', position: { top: '12%', left: '6%' } },
  [Language.JavaScript]: { icon: SiJavascript, color: '#F7DF1E', position: { top: '46%', left: '2%' } },
  [Language.Python]: { icon: SiPython, color: '#3776AB', position: { top: '78%', left: '9%' } },
  [Language.TypeScript]: { icon: SiTypescript, color: '#3178C6', position: { top: '14%', right: '5%' } },
  [Language.Cpp]: { icon: SiCplusplus, color: '#659AD2', position: { top: '60%', right: '4%' } },
};

/** The languages that float around the hero: exactly those learners can submit in. */
export const HERO_LANGUAGES: readonly FloatingLanguage[] = (Object.keys(LANGUAGE_ICONS) as Language[]).map((language) => ({ name: LANGUAGE_LABELS[language], ...LANGUAGE_ICONS[language] }));

/** Landing hero: headline, tagline and the two calls to action. */
export function HeroSection() {
  return (
    <Box as="section" aria-labelledby="hero-heading" position="relative" overflow="hidden" px={{ base: '4', md: '6' }} py={{ base: '16', md: '28' }}>
      <Box
        position="absolute"
        inset="0"
        zIndex="-1"
        css={{ background: 'radial-gradient(ellipse at top, rgba(249, 115, 22, 0.18), transparent 60%)' }}
      />
      {HERO_LANGUAGES.map((language, index) => (
        <FloatingIcon key={language.name} language={language} delay={index * 0.6} />
      ))}

      <Stack maxW="3xl" mx="auto" align="center" textAlign="center" gap="6" position="relative">
        <Badge colorPalette="orange" variant="surface" size="lg" rounded="full" px="4">
          Crack DSA With Confidence
        </Badge>
        <Heading id="hero-heading" as="h1" fontSize={{ base: '4xl', md: '6xl' }} lineHeight="1.1" letterSpacing="tight">
          Your Personal Sheet To{' '}
          <Text as="span" color="orange.fg">
            Master Coding Interviews
          </Text>
        </Heading>
        <Text fontSize={{ base: 'md', md: 'xl' }} color="fg.muted" maxW="2xl">
          AlgoSheets helps you track progress, practise company-specific problems and build the daily habit that gets you
          through technical interviews.
        </Text>
        <HStack gap="4" flexWrap="wrap" justify="center">
          <Button asChild size="lg" colorPalette="orange">
            <RouterLink to="/problems">
              Get Started <LuArrowRight />
            </RouterLink>
          </Button>
          <Button asChild size="lg" variant="outline">
            <RouterLink to="/playlist">Explore Sheets</RouterLink>
          </Button>
        </HStack>
        <Flex gap="4" hideFrom="lg" pt="2" aria-hidden="true">
          {HERO_LANGUAGES.map(({ name, icon: Icon, color }) => (
            <Icon key={name} size="24" color={color} />
          ))}
        </Flex>
      </Stack>
    </Box>
  );
}

function FloatingIcon({ language, delay }: { language: FloatingLanguage; delay: number }) {
  const Icon = language.icon;
  return (
    <Flex
      hideBelow="lg"
      position="absolute"
      {...language.position}
      align="center"
      justify="center"
      boxSize="16"
      rounded="2xl"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      shadow="md"
      title={language.name}
      data-testid="floating-language"
      animation="float 6s ease-in-out infinite"
      animationDelay={`${delay}s`}
      _motionReduce={{ animation: 'none' }}
    >
      <Icon size="32" color={language.color} aria-label={language.name} role="img" />
    </Flex>
  );
}
