import { toaster } from '../components/toaster';
import { learnerErrorMessage } from './api-error-message';

/**
 * Shows `message` as an error toast when the call behind `queryFulfilled` fails (an endpoint's
 * `onQueryStarted`); never rejects, as the failure is already in the query's state.
 */
export async function toastOnFailure(queryFulfilled: Promise<unknown>, message: string): Promise<void> {
  try {
    await queryFulfilled;
  } catch {
    toaster.error({ title: message });
  }
}

/**
 * Shows the server's message of a failed call as an error toast (a 429's "Too many executions…",
 * a 400's reason), or `fallback` when it has none a learner can read ({@link learnerErrorMessage});
 * never rejects, as the failure is already in the mutation's state.
 */
export async function toastServerMessageOnFailure(queryFulfilled: Promise<unknown>, fallback: string): Promise<void> {
  try {
    await queryFulfilled;
  } catch (error) {
    toaster.error({ title: learnerErrorMessage((error as { error?: unknown }).error, fallback) });
  }
}
