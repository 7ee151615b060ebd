import { Client } from 'pg';
import { DEFAULT_LEARNER_DOMAIN } from './learners';

/** What {@link removeLoadTestUsers} deleted. */
export interface CleanupSummary {
  users: number;
  submissions: number;
}

/**
 * Deletes every user whose e-mail is at `domain` (the load-test learners) and, through the
 * schema's cascades, their submissions, per-test results, sessions, solved marks and sheets, in
 * one transaction. Only `load-learner-…@domain` addresses match, so real accounts are untouched.
 * @throws Error when the domain is not a plain host name (it is matched in SQL LIKE)
 */
export async function removeLoadTestUsers(databaseUrl: string, domain = DEFAULT_LEARNER_DOMAIN): Promise<CleanupSummary> {
  if (!/^[a-z0-9.-]+$/i.test(domain)) throw new Error(`not a host name: ${domain}`);
  const pattern = `load-learner-%@${domain}`;
  const client = new Client({ connectionString: databaseUrl, application_name: 'load-test-cleanup' });
  await client.connect();
  try {
    await client.query('BEGIN');
    const submissions = await client.query('DELETE FROM submissions WHERE user_id IN (SELECT id FROM users WHERE email LIKE $1)', [pattern]);
    const users = await client.query('DELETE FROM users WHERE email LIKE $1', [pattern]);
    await client.query('COMMIT');
    return { users: users.rowCount ?? 0, submissions: submissions.rowCount ?? 0 };
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    await client.end();
  }
}
