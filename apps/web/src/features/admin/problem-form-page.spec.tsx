import { screen, waitFor } from '@testing-library/react';
import { HEALTHY, renderWithProviders, stubFetch } from '../../testing/render-with-providers';
import { ADMIN, signedIn } from '../../testing/session-fixtures';

describe('create problem page', () => {
  it('validates, loads either sample and shows the server validation failure', async () => {
    stubFetch({
      ...HEALTHY,
      ...signedIn(ADMIN),
      '/api/v1/problems/create-problem': {
        status: 400,
        body: {
          statusCode: 400,
          code: 'REFERENCE_SOLUTION_FAILED',
          message: 'The PYTHON reference solution fails test 2: Wrong Answer',
          details: { 'referenceSolutions.PYTHON': ['The PYTHON reference solution fails test 2: Wrong Answer'] },
        },
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
    const serverError = await screen.findByTestId('server-error');
    expect(serverError).toHaveTextContent('The PYTHON reference solution fails test 2: Wrong Answer');
    expect(serverError).toHaveTextContent('Python reference solution: The PYTHON reference solution fails test 2: Wrong Answer');
    await waitFor(() => expect(serverError).toHaveFocus());
    // The same message also sits under the field it concerns.
    expect(screen.getByRole('textbox', { name: 'Python Reference Solution' })).toHaveAccessibleErrorMessage(/fails test 2/);
    await waitFor(() => expect(screen.getByText('Error creating problem')).toBeInTheDocument());
  });

  it('previews the description as learners will see it, with the same sanitising Markdown renderer', async () => {
    stubFetch({ ...HEALTHY, ...signedIn(ADMIN) });
    const { user } = await renderWithProviders(undefined, { path: '/add-problem' });
    const description = await screen.findByRole('textbox', { name: 'Description' });
    await user.click(description);
    await user.paste('Return **the sum**.\n\n<img src=x onerror="alert(1)">');
    const preview = await screen.findByRole('region', { name: 'Description preview' });
    await waitFor(() => expect(preview.querySelector('strong')).toHaveTextContent('the sum'));
    expect(preview.querySelector('img')).toBeNull();
    expect(preview).not.toHaveTextContent('**');
  });
});
