import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const config = defineConfig({
  globalCss: {
    html: { scrollBehavior: 'smooth' },
    body: { bg: 'bg', color: 'fg' },
  },
  theme: {
    tokens: {
      // System fonts only: the app must not fetch web fonts from a third-party host.
      fonts: {
        heading: { value: "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
        body: { value: "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
      },
    },
    keyframes: {
      // Moves a strip rendered twice by half its width, so the loop has no visible seam.
      marquee: { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-50%)' } },
      float: { '0%, 100%': { transform: 'translateY(0)' }, '50%': { transform: 'translateY(-14px)' } },
    },
  },
});

/** Chakra's default design system plus AlgoSheets' fonts and the landing page's two animations. */
export const system = createSystem(defaultConfig, config);
