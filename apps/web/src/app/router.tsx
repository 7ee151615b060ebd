import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { PageSpinner } from '../components/page-spinner';
import { RouteErrorPage } from '../components/route-error-page';
import { GuestOnly, RequireAdmin, RequireAuth } from '../features/auth/route-guards';
import { AppLayout } from './app-layout';
import { SessionRoot } from './session-root';

/**
 * The route table of spec section 2. Paths match case-insensitively, so the navbar's /FAQ and the
 * table's /faq are one route. Every page is a chunk of its own, so the entry holds only the
 * shell (issue 7 "Benchmark"). The problem workspace uses the whole window, so it sits outside the layout.
 */
const loadLandingPage = () => import('../features/marketing/landing-page').then((m) => ({ Component: m.LandingPage }));

export const routes: RouteObject[] = [
  {
    element: <SessionRoot />,
    errorElement: <RouteErrorPage />,
    // Shown when the first page opened is one that loads on demand.
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        element: <AppLayout />,
        children: [
          { index: true, lazy: loadLandingPage },
          { path: 'home', lazy: loadLandingPage },
          { path: 'pricing', lazy: () => import('../features/marketing/pricing-page').then((m) => ({ Component: m.PricingPage })) },
          { path: 'about', lazy: () => import('../features/marketing/about-page').then((m) => ({ Component: m.AboutPage })) },
          { path: 'faq', lazy: () => import('../features/marketing/faq-page').then((m) => ({ Component: m.FaqPage })) },
          {
            path: 'login',
            lazy: () => import('../features/auth/login-page').then((m) => ({ element: <GuestOnly><m.LoginPage /></GuestOnly> })),
          },
          { path: 'signup', lazy: () => import('../features/auth/signup-page').then((m) => ({ Component: m.SignupPage })) },
          {
            element: <RequireAuth />,
            children: [
              { path: 'problems', lazy: () => import('../features/problems/problems-page').then((m) => ({ Component: m.ProblemsPage })) },
              { path: 'playlist', lazy: () => import('../features/playlists/sheets-page').then((m) => ({ Component: m.SheetsPage })) },
              { path: 'playlist/:id', lazy: () => import('../features/playlists/sheet-detail-page').then((m) => ({ Component: m.SheetDetailPage })) },
              { path: 'profile', lazy: () => import('../features/profile/profile-page').then((m) => ({ Component: m.ProfilePage })) },
            ],
          },
          {
            element: <RequireAdmin />,
            children: [
              { path: 'add-problem', lazy: () => import('../features/admin/problem-form-page').then((m) => ({ Component: m.CreateProblemPage })) },
              { path: 'edit-problem/:id', lazy: () => import('../features/admin/problem-form-page').then((m) => ({ Component: m.EditProblemPage })) },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        element: <RequireAuth />,
        children: [{ path: 'problem/:id', lazy: () => import('../features/workspace/workspace-page').then((m) => ({ Component: m.WorkspacePage })) }],
      },
    ],
  },
];
