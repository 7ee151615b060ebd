import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { PageSpinner } from '../components/page-spinner';
import { RouteErrorPage } from '../components/route-error-page';
import { LandingPage } from '../features/marketing/landing-page';
import { AppLayout } from './app-layout';

/**
 * The route table (spec section 2). Only screens that exist are registered; the login, sign-up,
 * problems, sheets, profile and add-problem routes arrive with their features. Paths match
 * case-insensitively, so the navbar's /FAQ and the table's /faq are one route. The landing page
 * ships in the entry chunk; the other public pages load on demand.
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    // Shown when the first page opened is one that loads on demand.
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { index: true, element: <LandingPage /> },
      { path: 'home', element: <LandingPage /> },
      { path: 'pricing', lazy: () => import('../features/marketing/pricing-page').then((m) => ({ Component: m.PricingPage })) },
      { path: 'about', lazy: () => import('../features/marketing/about-page').then((m) => ({ Component: m.AboutPage })) },
      { path: 'faq', lazy: () => import('../features/marketing/faq-page').then((m) => ({ Component: m.FaqPage })) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
