/**
 * The database URL of the gateway's command-line tools (`user:create-admin`, the demo seed):
 * DATABASE_URL, else the embedded database of `npm start` recorded in `.data/secrets.env`.
 * @throws Error when neither gives a postgres URL
 */
export { readCliDatabaseUrl } from '@algosheets/database';
