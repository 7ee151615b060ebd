import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { cssVarsPrefix, cssVarsRoot } from '@chakra-ui/react/theme';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  kbdRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressCircleSlotRecipe,
  progressSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
  statusSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/** The `{ _light, _dark }` value of one of Chakra's semantic colour tokens. */
function lightAndDark(token: unknown): { _light: string; _dark: string } {
  return (token as { value: { _light: string; _dark: string } }).value;
}

/**
 * Chakra's base config plus only the recipes the app renders (the 200 KB start-up JavaScript
 * budget: the full default theme alone weighed tens of KB gzip in the entry chunk). A component
 * whose recipe is missing renders unstyled, so a new Chakra component needs its recipe added here.
 */
const config = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: {
    ...globalCss,
    html: { ...globalCss.html, scrollBehavior: 'smooth' },
    body: { bg: 'bg', color: 'fg' },
  },
  theme: {
    breakpoints,
    tokens: {
      ...tokens,
      // System fonts only: the app must not fetch web fonts from a third-party host.
      fonts: {
        ...tokens.fonts,
        heading: { value: "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
        body: { value: "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
      },
    },
    // In light mode white text on Chakra's orange.600 and green.600 solids is below AA (3.6:1 and
    // 3.3:1): the solid buttons (Submit, Create, Get Started) use the 700 shades, 5.2:1 and 5.0:1.
    // Dark mode keeps Chakra's orange solid (dark text); its green solid carries white text too.
    semanticTokens: {
      ...semanticTokens,
      colors: {
        ...semanticTokens.colors,
        orange: { ...semanticTokens.colors.orange, solid: { value: { ...lightAndDark(semanticTokens.colors.orange.solid), _light: '{colors.orange.700}' } } },
        green: { ...semanticTokens.colors.green, solid: { value: { _light: '{colors.green.700}', _dark: '{colors.green.700}' } } },
      },
    },
    textStyles,
    layerStyles,
    animationStyles,
    keyframes: {
      ...keyframes,
      // Moves a strip rendered twice by half its width, so the loop has no visible seam.
      marquee: { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-50%)' } },
      float: { '0%, 100%': { transform: 'translateY(0)' }, '50%': { transform: 'translateY(-14px)' } },
    },
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      code: codeRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      kbd: kbdRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      // The skip link: visually hidden until it has the focus (without its recipe it showed on every page).
      skipNavLink: skipNavLinkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      progressCircle: progressCircleSlotRecipe,
      status: statusSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      tag: tagSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

/** AlgoSheets' design system: fonts, the landing page's two animations, and the recipes in use. */
export const system = createSystem(defaultBaseConfig, config);
