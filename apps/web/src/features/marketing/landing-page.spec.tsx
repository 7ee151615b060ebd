import { fireEvent, screen, within } from '@testing-library/react';
import { HEALTHY, renderWithProviders, stubFetch } from '../../testing/render-with-providers';

describe('LandingPage', () => {
  beforeEach(() => {
    stubFetch(HEALTHY);
  });

  it('opens with the hero: headline, tagline and the floating languages, only those the judge runs', async () => {
    await renderWithProviders(undefined, { path: '/' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Your Personal Sheet To Master Coding Interviews' })).toBeInTheDocument();
    expect(screen.getByText('Crack DSA With Confidence')).toBeInTheDocument();
    expect(screen.getAllByTestId('floating-language').map((icon) => icon.getAttribute('title'))).toEqual([
      'Java',
      'JavaScript',
      'Python',
      'TypeScript',
      'C++',
    ]);
  });

  it('sends Get Started to /problems and Explore Sheets to /playlist', async () => {
    await renderWithProviders(undefined, { path: '/' });
    const hero = await screen.findByRole('region', { name: /master coding interviews/i });

    expect(within(hero).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/problems');
    expect(within(hero).getByRole('link', { name: 'Explore Sheets' })).toHaveAttribute('href', '/playlist');
  });

  it('loops the nine company logos and swaps in a placeholder when one fails to load', async () => {
    await renderWithProviders(undefined, { path: '/' });
    const strip = await screen.findByRole('region', { name: 'Company sheets' });

    const logos = within(strip).getAllByRole('img');
    expect(logos.map((logo) => logo.getAttribute('alt'))).toEqual(
      ['Accenture', 'Amazon', 'Google', 'Microsoft', 'Netflix', 'NVIDIA', 'OpenAI', 'PayPal', 'Zomato'].map((name) => `${name} sheet`),
    );
    const google = within(strip).getByRole('img', { name: 'Google sheet' });
    expect(google).not.toHaveAttribute('data-placeholder');

    fireEvent.error(google);

    expect(within(strip).getByRole('img', { name: 'Google sheet' })).toHaveAttribute('data-placeholder', 'true');
    expect(within(strip).getByRole('img', { name: 'Amazon sheet' })).not.toHaveAttribute('data-placeholder');
  });

  it('shows the four Key Features cards', async () => {
    await renderWithProviders(undefined, { path: '/' });
    const features = await screen.findByRole('region', { name: 'Key Features' });

    expect(within(features).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Algorithm Practice',
      'Progress Analytics',
      'Achievement System',
      'Custom Sheets',
    ]);
    expect(within(features).getByText(/company-focused problem sets/i)).toBeInTheDocument();
    expect(within(features).getByText(/weak areas and watch your growth over time/i)).toBeInTheDocument();
    expect(within(features).getByText(/badges.*leaderboard/i)).toBeInTheDocument();
    expect(within(features).getByText(/personalised DSA sheets/i)).toBeInTheDocument();
  });

  it('ends with a further section linking to the external project listing', async () => {
    await renderWithProviders(undefined, { path: '/' });
    const section = await screen.findByRole('region', { name: 'How it works' });

    const external = within(section).getByRole('link', { name: /open-source projects/i });
    expect(external.getAttribute('href')).toMatch(/^https:\/\//);
    expect(external).toHaveAttribute('target', '_blank');
  });
});
