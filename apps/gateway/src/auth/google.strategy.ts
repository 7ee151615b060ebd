import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { PassportStrategy } from '@nestjs/passport';
import { type Profile, Strategy } from 'passport-google-oauth20';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';

/** What the gateway keeps of a Google profile. */
export interface GoogleIdentity {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  name: string;
  image: string | null;
}

/** Maps passport's profile (Google's OpenID userinfo) to a {@link GoogleIdentity}. */
export function toGoogleIdentity(profile: Profile): GoogleIdentity {
  const json = profile._json as { email?: string; email_verified?: boolean | string; name?: string; picture?: string };
  const email = json.email ?? profile.emails?.[0]?.value ?? null;
  return {
    sub: profile.id,
    email: email ? email.trim().toLowerCase() : null,
    emailVerified: json.email_verified === true || json.email_verified === 'true',
    name: json.name ?? profile.displayName ?? email ?? 'Google user',
    image: json.picture ?? profile.photos?.[0]?.value ?? null,
  };
}

/**
 * Google sign-in through passport-google-oauth20. Endpoints come from the
 * configuration, so tests run the whole flow against a local OpenID Connect server. State is
 * checked by the controller (a nonce cookie), not by passport's session store.
 */
@Injectable()
export class GoogleStrategy extends PassportStrategy(Strategy, 'google') {
  constructor(configService: ConfigService) {
    const google = configService.getOrThrow<GatewayConfig>(GATEWAY_CONFIG).auth.google;
    // Registered only when configured (see AuthModule); the guard keeps this path unreachable otherwise.
    if (!google) throw new Error('GoogleStrategy needs GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET');
    super({
      clientID: google.clientId,
      clientSecret: google.clientSecret,
      callbackURL: google.callbackUrl,
      authorizationURL: google.authorizationUrl,
      tokenURL: google.tokenUrl,
      userProfileURL: google.userInfoUrl,
      scope: ['openid', 'email', 'profile'],
    });
  }

  validate(_accessToken: string, _refreshToken: string, profile: Profile): GoogleIdentity {
    return toGoogleIdentity(profile);
  }
}
