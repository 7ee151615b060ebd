import { loginPathFor, safeReturnPath } from './return-path';

describe('the page a sign-in returns to (never an open redirect)', () => {
  it.each(['/problem/abc', '/problems?page=2', '/playlist/0f0e#top', '/profile'])('allows the relative path %s', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    null,
    '',
    'problems',
    'https://evil.test/',
    '//evil.test/x',
    '/\\evil.test',
    'javascript:alert(1)',
    '/problems\nLocation: x',
    '/a b',
    '/login',
    '/login?next=/x',
    '/signup?next=/x',
    `/${'a'.repeat(2048)}`,
  ])('sends %p to /problems', (next) => {
    expect(safeReturnPath(next)).toBe('/problems');
  });

  it('builds the /login and /signup addresses with the path encoded, and plain ones for /problems', () => {
    expect(loginPathFor('/problem/abc?x=1')).toBe('/login?next=%2Fproblem%2Fabc%3Fx%3D1');
    expect(loginPathFor('/problem/abc', '/signup')).toBe('/signup?next=%2Fproblem%2Fabc');
    expect(loginPathFor('/problems')).toBe('/login');
    expect(loginPathFor('/')).toBe('/login?next=%2F');
  });
});
