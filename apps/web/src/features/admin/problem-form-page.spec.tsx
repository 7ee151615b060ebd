import { screen, waitFor } from '@testing-library/react';
import { HEALTHY, renderWithProviders, stubFetch } from '../../testing/render-with-providers';
import { ADMIN, signedIn } from '../../testing/session-fixtures';

describe('create problem page (spec sections 2 and 5)', () => {
  it('validates, loads either sample and shows the server validation failure', async () => {
    stubFetch({
      ...HEALTHY,
      ...signedIn(ADMIN),
      '/api/v1/problems/create-problem': {
        status: 400,
        body: { statusCode: 400, code: 'REFERENCE_SOLUTION_FAILED', message: 'Reference solution failed test 2 in PYTHON', details: { 'referenceSolutions.PYTHON': ['Wrong Answer on test 2'] } },
      },
    });
    const { user } = await renderWithProviders(undefined, { path: '/add-problem' });
    await user.click(await screen.findByRole('button', { name: 'Create Problem' }));
    expect(await screen.findByText('Title must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('At least one tag is required')).toBeInTheDocument();
    expect(screen.getByText('Python code snippet is required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove tag 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove test case 1' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'DP' }));
    await user.click(screen.getByRole('button', { name: 'Load Sample' }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Valid Palindrome III');
    await user.click(screen.getByRole('button', { name: 'String' }));
    await user.click(screen.getByRole('button', { name: 'Load Sample' }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Valid Palindrome');

    await user.click(screen.getByRole('button', { name: 'Create Problem' }));
    expect(await screen.findByTestId('server-error')).toHaveTextContent('Reference solution failed test 2 in PYTHON');
    expect(screen.getByTestId('server-error')).toHaveTextContent('referenceSolutions.PYTHON: Wrong Answer on test 2');
    await waitFor(() => expect(screen.getByText('Error creating problem')).toBeInTheDocument());
  });
});
