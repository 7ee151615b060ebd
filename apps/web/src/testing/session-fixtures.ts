import { Role, type ApiUser } from '@algosheets/contracts';
import type { StubbedResponse } from './render-with-providers';

/** A learner as `/auth/check` returns it. */
export const LEARNER: ApiUser = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Lena Learner',
  email: 'lena@example.com',
  image: null,
  role: Role.User,
  loginMap: { '2026-11-21': 1, '2026-11-22': 2 },
  streakCount: 2,
  longestCount: 2,
  lastloginDate: '2026-11-22',
  createdAt: '2026-01-01T00:00:00.000Z',
};

export const ADMIN: ApiUser = { ...LEARNER, id: '00000000-0000-4000-8000-000000000002', name: 'Ada Admin', email: 'ada@example.com', role: Role.Admin };

/** Answers of a signed-in session for {@link stubFetch}. */
export function signedIn(user: ApiUser): Record<string, StubbedResponse> {
  return { '/api/v1/auth/check': { body: { message: 'ok', user } }, '/api/v1/auth/refreshTokens': { body: { message: 'ok', user } } };
}

/** Answers of a visitor: the check and the refresh both refuse. */
export const SIGNED_OUT: Record<string, StubbedResponse> = {
  '/api/v1/auth/check': { status: 401, body: { statusCode: 401, code: 'UNAUTHORIZED', message: 'Unauthorized' } },
  '/api/v1/auth/refreshTokens': { status: 401, body: { statusCode: 401, code: 'SESSION_INVALID', message: 'Session invalid' } },
};
