import { screen } from '@testing-library/react';
import { renderWithProviders, stubFetch } from '../../testing/render-with-providers';
import { ServiceStatus } from './service-status';

describe('ServiceStatus', () => {
  it('asks the gateway for /api/v1/health and reports all systems operational', async () => {
    const fetch = stubFetch({ '/api/v1/health': { body: { status: 'ok', db: 'up', redis: 'up' } } });
    await renderWithProviders(<ServiceStatus />);

    const status = await screen.findByText('All systems operational');
    expect(status.closest('[data-testid="service-status"]')).toHaveAttribute('data-state', 'operational');
    const request = fetch.mock.calls[0]?.[0] as Request;
    expect(new URL(request.url).pathname).toBe('/api/v1/health');
    expect(request.method).toBe('GET');
  });

  it('reports a degraded service and the dependency that is down on a 503', async () => {
    stubFetch({ '/api/v1/health': { status: 503, body: { status: 'error', db: 'down', redis: 'up' } } });
    await renderWithProviders(<ServiceStatus />);

    expect(await screen.findByText('Service degraded (database down)')).toBeInTheDocument();
    expect(screen.getByTestId('service-status')).toHaveAttribute('data-state', 'degraded');
  });

  it('says the service is unreachable when the gateway does not answer', async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await renderWithProviders(<ServiceStatus />);

    expect(await screen.findByText('Service unreachable')).toBeInTheDocument();
    expect(screen.getByTestId('service-status')).toHaveAttribute('data-state', 'unreachable');
  });

  it('shows that it is checking until the answer arrives', async () => {
    jest.spyOn(globalThis, 'fetch').mockReturnValue(new Promise<Response>(() => undefined));
    await renderWithProviders(<ServiceStatus />);

    expect(await screen.findByText('Checking service status…')).toBeInTheDocument();
    expect(screen.getByTestId('service-status')).toHaveAttribute('data-state', 'checking');
  });
});
