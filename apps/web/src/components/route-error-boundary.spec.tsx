import { render, screen } from '@testing-library/react';
import { AppProviders } from '../app/providers';
import { makeStore } from '../app/store';
import { RouteErrorBoundary } from './route-error-boundary';

function Broken(): never {
  throw new Error('page failed to render');
}

describe('RouteErrorBoundary', () => {
  it('shows the error page for a failing page and clears it when the path changes', () => {
    // React reports the caught error on the console; the test asserts on what the user sees instead.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = makeStore();
    const { rerender } = render(
      <AppProviders store={store}>
        <RouteErrorBoundary pathname="/broken">
          <Broken />
        </RouteErrorBoundary>
      </AppProviders>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();

    rerender(
      <AppProviders store={store}>
        <RouteErrorBoundary pathname="/broken">
          <p>still broken path</p>
        </RouteErrorBoundary>
      </AppProviders>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();

    rerender(
      <AppProviders store={store}>
        <RouteErrorBoundary pathname="/about">
          <p>About page</p>
        </RouteErrorBoundary>
      </AppProviders>,
    );
    expect(screen.getByText('About page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });
});
