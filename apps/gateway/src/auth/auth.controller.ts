import { type AuthProvidersResponse, type AuthResponse, type MessageResponse, XSRF_HEADER } from '@algosheets/contracts';
import { Body, Controller, Get, HttpCode, Logger, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { ApiFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import passport from 'passport';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { timeZoneOf } from '../users/login-activity';
import { type AuthUser, CurrentUser, Public } from './auth.decorators';
import { LoginDto, RegisterDto } from './auth.dto';
import { GoogleLinkRefusedException, GoogleSignInUnavailableException, SessionInvalidException } from './auth.errors';
import { AuthService, type Session } from './auth.service';
import { GOOGLE_STATE_COOKIE, GOOGLE_STATE_MAX_AGE_MS, newGoogleState, redirectForState, safeRedirect, withAuthError } from './google-redirect';
import type { GoogleIdentity } from './google.strategy';
import { REFRESH_COOKIE, REFRESH_COOKIE_PATH, clearSessionCookies, cookieSecure, setSessionCookies } from './session-cookies';
import { ApiAnswers } from '../common/openapi/api-answers.decorator';

/**
 * `/api/v1/auth/*`, the API's auth calls. Sessions live in httpOnly cookies; every state-changing call
 * passes the global CSRF guard; sign-up and login are rate-limited per IP (Redis-backed), failed logins
 * per account and IP and per IP.
 */
@ApiTags('auth')
@Controller('auth')
export class AuthController {
  private readonly logger = new Logger(AuthController.name);
  private readonly config: GatewayConfig;

  constructor(
    private readonly auth: AuthService,
    configService: ConfigService,
  ) {
    this.config = configService.getOrThrow<GatewayConfig>(GATEWAY_CONFIG);
  }

  @Public()
  @Post('register')
  @UseGuards(ThrottlerGuard)
  @ApiOperation({ summary: 'Create an account and sign in (201; 409 when the e-mail is taken)' })
  @ApiAnswers('AuthResponse', 201)
  async register(@Body() dto: RegisterDto, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<AuthResponse> {
    const session = await this.auth.register(dto, timeZoneOf(request));
    return this.answer(response, session, 'User registered successfully');
  }

  @Public()
  @Post('login')
  @HttpCode(200)
  @UseGuards(ThrottlerGuard)
  @ApiOperation({ summary: 'Sign in with e-mail and password (401 invalid credentials, 429 when the account is locked for this IP or the IP is)' })
  @ApiAnswers('AuthResponse')
  async login(@Body() dto: LoginDto, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<AuthResponse> {
    const session = await this.auth.login(dto, timeZoneOf(request), request.ip);
    return this.answer(response, session, 'Logged in successfully');
  }

  @Public()
  @Post('logout')
  @HttpCode(200)
  @ApiOperation({ summary: 'End the session (its access token is refused from now on) and clear its cookies; 200 even when it had expired' })
  @ApiAnswers('MessageResponse')
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<MessageResponse> {
    await this.auth.logout(request.cookies?.[REFRESH_COOKIE]);
    clearSessionCookies(response, this.config);
    return { message: 'Logout successful' };
  }

  @Get('check')
  @ApiOperation({ summary: 'The signed-in user (401 when the access token is missing or expired)' })
  @ApiAnswers('AuthResponse')
  async check(@CurrentUser() user: AuthUser, @Req() request: Request): Promise<AuthResponse> {
    return { message: 'User authenticated successfully', user: await this.auth.check(user.id, timeZoneOf(request)) };
  }

  @Public()
  @Post('refreshTokens')
  @HttpCode(200)
  @ApiOperation({ summary: "Rotate the refresh token and issue a new access token (401 when invalid or reused; 403 without the session's X-XSRF-TOKEN)" })
  @ApiAnswers('AuthResponse')
  async refresh(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<AuthResponse> {
    try {
      const session = await this.auth.refresh(request.cookies?.[REFRESH_COOKIE], timeZoneOf(request), request.header(XSRF_HEADER) ?? '');
      return this.answer(response, session, 'Tokens refreshed successfully');
    } catch (error) {
      // Only a session that is over loses its cookies; an outage (503) leaves them for a retry.
      if (error instanceof SessionInvalidException) clearSessionCookies(response, this.config);
      throw error;
    }
  }

  @Public()
  @Get('verify-email')
  @ApiFoundResponse({ description: 'Redirects to the web app with the outcome in the query string' })
  @ApiOperation({ summary: 'The link of a verification e-mail: marks the address verified and redirects to the web app (`?emailVerified=1`, or `?authError=verification_invalid` for an unknown, used or expired token)' })
  async verifyEmail(@Query('token') token: unknown, @Res() response: Response): Promise<void> {
    const home = `${this.config.webOrigin}/`;
    if (await this.auth.verifyEmail(token)) return response.redirect(`${home}?emailVerified=1`);
    return response.redirect(withAuthError(home, 'verification_invalid'));
  }

  @Public()
  @Get('providers')
  @ApiOperation({ summary: 'The sign-in methods besides e-mail and password this server offers (google: false when no Google client is configured)' })
  @ApiAnswers('AuthProvidersResponse')
  providers(): AuthProvidersResponse {
    return { google: Boolean(this.config.auth.google) };
  }

  @Public()
  @Get('google')
  @ApiOperation({ summary: 'Start Google sign-in; `redirect` must be on an allowed origin, else the web origin is used' })
  google(@Req() request: Request, @Res() response: Response): void {
    if (!this.config.auth.google) throw new GoogleSignInUnavailableException();
    const redirect = safeRedirect(request.query.redirect, this.config.auth.redirectOrigins, `${this.config.webOrigin}/`);
    const state = newGoogleState(redirect);
    response.cookie(GOOGLE_STATE_COOKIE, state.cookie, {
      httpOnly: true,
      sameSite: 'lax',
      secure: cookieSecure(request, this.config),
      path: `${REFRESH_COOKIE_PATH}/google`,
      maxAge: GOOGLE_STATE_MAX_AGE_MS,
    });
    passport.authenticate('google', { session: false, state: state.nonce })(request, response);
  }

  @Public()
  @Get('google/callback')
  @ApiOperation({ summary: 'Google redirects here; signs in and redirects to the checked `redirect`' })
  async googleCallback(@Req() request: Request, @Res() response: Response): Promise<void> {
    if (!this.config.auth.google) throw new GoogleSignInUnavailableException();
    response.clearCookie(GOOGLE_STATE_COOKIE, { path: `${REFRESH_COOKIE_PATH}/google` });
    const redirect = redirectForState(request.cookies?.[GOOGLE_STATE_COOKIE], request.query.state);
    if (!redirect) return response.redirect(withAuthError(this.config.webOrigin, 'invalid_state'));
    if (request.query.error) return response.redirect(withAuthError(redirect, String(request.query.error).slice(0, 64)));
    try {
      const identity = await new Promise<GoogleIdentity | false>((resolve, reject) => {
        passport.authenticate('google', { session: false }, (error: unknown, user: GoogleIdentity | false) =>
          error ? reject(error) : resolve(user),
        )(request, response, reject);
      });
      if (!identity) return response.redirect(withAuthError(redirect, 'google_failed'));
      const session = await this.auth.googleSignIn(identity, timeZoneOf(request));
      setSessionCookies(response, session, this.config);
      return response.redirect(redirect);
    } catch (error) {
      if (error instanceof GoogleLinkRefusedException) return response.redirect(withAuthError(redirect, 'account_not_verified'));
      this.logger.warn({ err: error }, 'Google sign-in failed');
      return response.redirect(withAuthError(redirect, 'google_failed'));
    }
  }

  private answer(response: Response, session: Session, message: string): AuthResponse {
    setSessionCookies(response, session, this.config);
    return { message, user: session.user };
  }
}
