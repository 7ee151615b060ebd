import { Submission, User, createDataSource } from '@algosheets/database';
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
  const dataSource = createDataSource({ url: databaseUrl, applicationName: 'load-test-cleanup', poolSize: 1 });
  await dataSource.initialize();
  try {
    return await dataSource.transaction(async (manager) => {
      const learners = manager.getRepository(User).createQueryBuilder('u').select('u.id').where('u.email LIKE :pattern');
      const submissions = await manager
        .getRepository(Submission)
        .createQueryBuilder()
        .delete()
        .where(`user_id IN (${learners.getQuery()})`, { pattern })
        .execute();
      const users = await manager.getRepository(User).createQueryBuilder().delete().where('email LIKE :pattern', { pattern }).execute();
      return { users: users.affected ?? 0, submissions: submissions.affected ?? 0 };
    });
  } finally {
    await dataSource.destroy();
  }
}
