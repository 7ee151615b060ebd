import type { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { MINIMUM_PASSWORD_HASH_ENV, type TestInfra } from '@algosheets/testing';
import { AppModule } from '../../src/app.module';
import { configureApp } from '../../src/app-setup';
import { loadGatewayConfig } from '../../src/config/gateway.config';

/**
 * Boots the real gateway in-process on the test file's own database and Redis prefix.
 * New password hashes get OWASP's minimum cost (`MINIMUM_PASSWORD_HASH_ENV`).
 * `env` overrides single variables (for instance a REDIS_URL that points nowhere).
 */
export async function createTestApp(infra: TestInfra, env: Record<string, string> = {}): Promise<INestApplication> {
  const config = loadGatewayConfig({
    NODE_ENV: 'test',
    PORT: '0',
    LOG_LEVEL: 'silent',
    DATABASE_URL: infra.database.url,
    REDIS_URL: infra.redis.url,
    REDIS_PREFIX: infra.redis.prefix,
    ...MINIMUM_PASSWORD_HASH_ENV,
    ...env,
  });
  const moduleRef = await Test.createTestingModule({ imports: [AppModule.forRoot(config)] }).compile();
  const app = moduleRef.createNestApplication({ bufferLogs: true });
  configureApp(app, config);
  await app.init();
  return app;
}
