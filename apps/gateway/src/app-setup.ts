import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import cookieParser from 'cookie-parser';
import helmet from 'helmet';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { Logger } from 'nestjs-pino';
import { issueXsrfCookie } from './auth/csrf';
import { AllExceptionsFilter } from './common/all-exceptions.filter';
import { createValidationPipe } from './common/validation.pipe';
import type { GatewayConfig } from './config/gateway.config';

/** Every route of the API lives under this prefix (spec section 7). */
export const API_PREFIX = 'api/v1';

/**
 * Applies what `main.ts` and the in-process tests share: the `/api/v1` prefix, pino as Nest's
 * logger, security headers, cookies and the CSRF cookie, the validation pipe, the one error filter,
 * CORS for the web origin, shutdown hooks, and the OpenAPI document at `/api/docs`.
 */
export function configureApp(app: INestApplication, config: GatewayConfig): void {
  app.useLogger(app.get(Logger));
  // Per-IP rate limits need the client's address, not the ingress's, when behind proxies.
  (app as NestExpressApplication).set('trust proxy', config.trustProxyHops);
  // The API serves JSON only; the CSP would only get in the way of the OpenAPI page.
  app.use(helmet({ contentSecurityPolicy: false }));
  app.use(cookieParser());
  app.use(issueXsrfCookie(config));
  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  app.enableCors({ origin: config.webOrigin, credentials: true });
  app.enableShutdownHooks();
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder().setTitle('AlgoSheets API').setVersion('1').addServer('/').build(),
  );
  SwaggerModule.setup('api/docs', app, document);
}
