import { toaster } from '../components/toaster';

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
