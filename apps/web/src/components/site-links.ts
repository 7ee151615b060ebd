/** An in-app destination shown in the navigation (the navigation bar and the footer). */
export interface SiteLink {
  label: string;
  to: string;
}

export const HOME_LINK: SiteLink = { label: 'Home', to: '/' };

/** The 'Sheets' dropdown. */
export const SHEETS_LINKS: readonly SiteLink[] = [
  { label: 'Company Sheets', to: '/playlist' },
  { label: 'All Problems', to: '/problems' },
];

/** The navigation links /FAQ in capitals; the router matches paths case-insensitively, so /faq is the same page. */
export const PAGE_LINKS: readonly SiteLink[] = [
  { label: 'Pricing', to: '/pricing' },
  { label: 'About', to: '/about' },
  { label: 'FAQ', to: '/FAQ' },
];

export const GUEST_LINKS = {
  login: { label: 'Log In', to: '/login' },
  signup: { label: 'Sign Up', to: '/signup' },
} as const satisfies Record<string, SiteLink>;

export const FOOTER_QUICK_LINKS: readonly SiteLink[] = [
  { label: 'Problems', to: '/problems' },
  { label: 'Profile', to: '/profile' },
];

/** Outbound pages of the project (footer and landing page). */
export const EXTERNAL_LINKS = {
  codeHosting: { label: 'GitHub', href: 'https://github.com/algosheets' },
  professionalNetwork: { label: 'LinkedIn', href: 'https://www.linkedin.com/company/algosheets' },
  microblog: { label: 'X', href: 'https://x.com/algosheets' },
  projects: { label: 'More open-source projects', href: 'https://github.com/algosheets?tab=repositories' },
} as const;
