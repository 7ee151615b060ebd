import { lazy, type ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { GuestOnly, RequireAdmin, RequireAuth } from '../features/auth/route-guards';
import { AppLayout } from './app-layout';
import { SessionRoot } from './session-root';

/** A page component loaded as a chunk of its own on first render; `pick` names its export. */
function lazyPage<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}

const LandingPage = lazyPage(() => import('../features/marketing/landing-page'), (m) => m.LandingPage);
const PricingPage = lazyPage(() => import('../features/marketing/pricing-page'), (m) => m.PricingPage);
const AboutPage = lazyPage(() => import('../features/marketing/about-page'), (m) => m.AboutPage);
const FaqPage = lazyPage(() => import('../features/marketing/faq-page'), (m) => m.FaqPage);
const LoginPage = lazyPage(() => import('../features/auth/login-page'), (m) => m.LoginPage);
const SignupPage = lazyPage(() => import('../features/auth/signup-page'), (m) => m.SignupPage);
const ProblemsPage = lazyPage(() => import('./problems-route'), (m) => m.ProblemsRoute);
const SheetsPage = lazyPage(() => import('../features/sheets/sheets-page'), (m) => m.SheetsPage);
const SheetDetailPage = lazyPage(() => import('../features/sheets/sheet-detail-page'), (m) => m.SheetDetailPage);
const ProfilePage = lazyPage(() => import('../features/profile/profile-page'), (m) => m.ProfilePage);
const LeaderboardPage = lazyPage(() => import('../features/leaderboard/leaderboard-page'), (m) => m.LeaderboardPage);
const CreateProblemPage = lazyPage(() => import('../features/admin/problem-form-page'), (m) => m.CreateProblemPage);
const EditProblemPage = lazyPage(() => import('../features/admin/problem-form-page'), (m) => m.EditProblemPage);
const WorkspacePage = lazyPage(() => import('./workspace-route'), (m) => m.WorkspaceRoute);

/**
 * The app's route table. Paths match case-insensitively, so the navbar's /FAQ and the table's /faq
 * are one route. Every page is a chunk of its own, so the entry holds only the shell; the
 * declarative router (rather than a data router, which adds about 16 KB gzip of loaders, actions
 * and fetchers the app does not use) keeps the shell small (the 200 KB start-up JavaScript budget).
 * The problem workspace uses the whole window, so it sits outside the layout.
 */
const routes: RouteObject[] = [
  {
    element: <SessionRoot />,
    children: [
      {
        element: <AppLayout />,
        children: [
          { index: true, element: <LandingPage /> },
          { path: 'home', element: <LandingPage /> },
          { path: 'pricing', element: <PricingPage /> },
          { path: 'about', element: <AboutPage /> },
          { path: 'faq', element: <FaqPage /> },
          { path: 'login', element: <GuestOnly><LoginPage /></GuestOnly> },
          { path: 'signup', element: <GuestOnly><SignupPage /></GuestOnly> },
          {
            element: <RequireAuth />,
            children: [
              { path: 'problems', element: <ProblemsPage /> },
              { path: 'playlist', element: <SheetsPage /> },
              { path: 'playlist/:id', element: <SheetDetailPage /> },
              { path: 'profile', element: <ProfilePage /> },
              { path: 'leaderboard', element: <LeaderboardPage /> },
            ],
          },
          {
            element: <RequireAdmin />,
            children: [
              { path: 'add-problem', element: <CreateProblemPage /> },
              { path: 'edit-problem/:id', element: <EditProblemPage /> },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        element: <RequireAuth />,
        children: [{ path: 'problem/:id', element: <WorkspacePage /> }],
      },
    ],
  },
];

/** Renders the page of {@link routes} that matches the current location; needs a router around it. */
export function AppRoutes() {
  return useRoutes(routes);
}
