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
    `/${'a'.repeat(2048)}`,
  ])('sends %p to /', (next) => {
    expect(safeReturnPath(next)).toBe('/');
  });

  it('builds the /login address with the path encoded, and plain /login for the home page', () => {
    expect(loginPathFor('/problem/abc?x=1')).toBe('/login?next=%2Fproblem%2Fabc%3Fx%3D1');
    expect(loginPathFor('/')).toBe('/login');
  });
});
