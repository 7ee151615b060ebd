import { act, screen, within } from '@testing-library/react';
import { HEALTHY, renderWithProviders, stubFetch } from '../testing/render-with-providers';
import { toaster } from './toaster';

describe('SiteFooter', () => {
  beforeEach(() => {
    stubFetch(HEALTHY);
  });

  // The toaster is a module singleton: clear it so a toast's timers do not outlive its test.
  afterEach(() => {
    act(() => toaster.remove());
  });

  async function renderFooter() {
    const rendered = await renderWithProviders(undefined, { path: '/about' });
    const footer = await screen.findByRole('contentinfo');
    return { ...rendered, footer };
  }

  it('has quick links to /problems and /profile and plain-text support items', async () => {
    const { footer } = await renderFooter();

    expect(within(footer).getByRole('link', { name: 'Problems' })).toHaveAttribute('href', '/problems');
    expect(within(footer).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    for (const label of ['Report an Issue', 'Feedback', 'Privacy Policy', 'Terms & Conditions']) {
      const item = within(footer).getByText(label);
      expect(item.closest('a')).toBeNull();
    }
  });

  it('links out to the code-hosting, professional-network and microblog profiles in a new tab', async () => {
    const { footer } = await renderFooter();

    for (const [name, host] of [
      ['GitHub', 'github.com'],
      ['LinkedIn', 'www.linkedin.com'],
      ['X', 'x.com'],
    ]) {
      const link = within(footer).getByRole('link', { name });
      expect(new URL(link.getAttribute('href') ?? '').host).toBe(host);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
  });

  it('shows the 2025 copyright and the tagline', async () => {
    const { footer } = await renderFooter();

    expect(within(footer).getByText(/© 2025 AlgoSheets/)).toBeInTheDocument();
    expect(within(footer).getByText('Guiding coders towards success, one problem at a time.')).toBeInTheDocument();
  });

  it('has a newsletter box with an e-mail input whose Subscribe says sign-up is not open yet', async () => {
    const { footer, user } = await renderFooter();
    const newsletter = within(footer).getByRole('form', { name: 'Newsletter' });

    const email = within(newsletter).getByRole('textbox', { name: 'Email address' });
    expect(email).toHaveAttribute('type', 'email');
    await user.type(email, 'coder@example.com');
    await user.click(within(newsletter).getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText('Newsletter sign-up is not open yet')).toBeInTheDocument();
  });
});
