import { RefreshToken, User } from '@algosheets/database';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { type DynamicModule, Module, type Provider } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { ThrottlerModule } from '@nestjs/throttler';
import { TypeOrmModule } from '@nestjs/typeorm';
import Redis from 'ioredis';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { REDIS_CLIENT } from '../redis/redis.module';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { JwtAuthGuard, RolesGuard } from './auth.guards';
import { AuthService } from './auth.service';
import { CsrfGuard } from './csrf';
import { EmailVerificationService } from './email-verification.service';
import { GoogleStrategy } from './google.strategy';
import { JwtStrategy } from './jwt.strategy';
import { LoginFailuresService } from './login-failures.service';
import { RefreshTokensService } from './refresh-tokens.service';
import { SessionsService } from './sessions.service';

/**
 * Identity: sessions, CSRF, roles and rate limits. Its guards are global, in this order: CSRF on
 * state-changing requests (403), then authentication unless `@Public()` (401), then `@Roles` (403).
 */
@Module({})
export class AuthModule {
  static forRoot(config: GatewayConfig): DynamicModule {
    const google: Provider[] = config.auth.google ? [GoogleStrategy] : [];
    return {
      module: AuthModule,
      imports: [
        TypeOrmModule.forFeature([User, RefreshToken]),
        PassportModule,
        JwtModule.register({}),
        UsersModule,
        ThrottlerModule.forRootAsync({
          inject: [ConfigService, REDIS_CLIENT],
          useFactory: (configService: ConfigService, redis: Redis) => ({
            // The default name keeps the plain `Retry-After` header (named throttlers suffix it).
            throttlers: [{ name: 'default', ttl: 60_000, limit: configService.getOrThrow<GatewayConfig>(GATEWAY_CONFIG).auth.rateLimitPerMinute }],
            storage: new ThrottlerStorageRedisService(redis),
            errorMessage: 'Too many requests, please try again later',
          }),
        }),
      ],
      controllers: [AuthController],
      providers: [
        AuthService,
        RefreshTokensService,
        SessionsService,
        LoginFailuresService,
        EmailVerificationService,
        JwtStrategy,
        ...google,
        { provide: APP_GUARD, useClass: CsrfGuard },
        { provide: APP_GUARD, useClass: JwtAuthGuard },
        { provide: APP_GUARD, useClass: RolesGuard },
      ],
    };
  }
}
