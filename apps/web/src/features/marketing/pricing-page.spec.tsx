import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { PricingPage } from './pricing-page';

describe('PricingPage', () => {
  it('offers Free at ₹0 a month as available', async () => {
    await renderWithProviders(<PricingPage />);
    const free = screen.getByTestId('plan-free');

    expect(within(free).getByRole('heading', { name: 'Free' })).toBeInTheDocument();
    expect(within(free).getByText('₹0')).toBeInTheDocument();
    expect(within(free).getByText('/month')).toBeInTheDocument();
    expect(within(free).getByText('Available')).toBeInTheDocument();
    expect(within(free).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/problems');
  });

  it('lists Pro at ₹199 a month and Enterprise at ₹999 one-time, both Coming Soon and not purchasable', async () => {
    await renderWithProviders(<PricingPage />);

    for (const [plan, price, period] of [
      ['pro', '₹199', '/month'],
      ['enterprise', '₹999', 'one-time'],
    ]) {
      const card = screen.getByTestId(`plan-${plan}`);
      expect(within(card).getByText(price)).toBeInTheDocument();
      expect(within(card).getByText(period)).toBeInTheDocument();
      expect(within(card).getAllByText('Coming Soon')).toHaveLength(2);
      expect(within(card).getByRole('button', { name: 'Coming Soon' })).toBeDisabled();
    }
  });
});
