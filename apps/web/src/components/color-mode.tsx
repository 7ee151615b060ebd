import { IconButton } from '@chakra-ui/react';
import { ThemeProvider, useTheme } from 'next-themes';
import type { ReactNode } from 'react';
import { LuMoon, LuSun } from 'react-icons/lu';

// next-themes renders an anti-flicker <script> meant for server-rendered HTML; in this client-rendered
// app it never runs, and React 19 warns about it unless it is typed as a data block (next-themes#385).
const INERT_SCRIPT = { type: 'application/json' };

/**
 * Colour mode through next-themes: it writes the `dark`/`light` class on <html> that Chakra's
 * semantic tokens follow, and remembers the choice in local storage. Dark is the default look.
 */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider attribute="class" defaultTheme="dark" enableSystem={false} disableTransitionOnChange scriptProps={INERT_SCRIPT}>
      {children}
    </ThemeProvider>
  );
}

export function ColorModeButton() {
  const { resolvedTheme, setTheme } = useTheme();
  const isDark = resolvedTheme !== 'light';
  return (
    <IconButton
      variant="ghost"
      size="sm"
      aria-label={isDark ? 'Switch to light mode' : 'Switch to dark mode'}
      onClick={() => setTheme(isDark ? 'light' : 'dark')}
    >
      {isDark ? <LuSun /> : <LuMoon />}
    </IconButton>
  );
}
