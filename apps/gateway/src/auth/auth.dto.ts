import { AUTH_MESSAGES, type LoginRequest, type RegisterRequest } from '@algosheets/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsString, MaxLength, MinLength } from 'class-validator';
import { IsNotCommonPassword, MIN_PASSWORD } from './common-password';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const normaliseEmail = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

/** Passwords longer than this are refused: argon2 cost grows with input, an easy denial of service. */
const MAX_PASSWORD = 128;

/** `POST /auth/login` body; messages verbatim from the spec's login form rules. */
export class LoginDto implements LoginRequest {
  @ApiProperty({ example: 'ada@example.com' })
  @MaxLength(254, { message: AUTH_MESSAGES.invalidEmail })
  @IsEmail({}, { message: AUTH_MESSAGES.invalidEmail })
  @Transform(normaliseEmail)
  email!: string;

  @ApiProperty({ minLength: 6, maxLength: MAX_PASSWORD })
  @MaxLength(MAX_PASSWORD, { message: `Password must be at most ${MAX_PASSWORD} characters` })
  @MinLength(MIN_PASSWORD, { message: AUTH_MESSAGES.shortPassword })
  @IsString({ message: AUTH_MESSAGES.shortPassword })
  password!: string;
}

/**
 * `POST /auth/register` body; messages verbatim from the sign-up form's rules (name 3+, e-mail, password 6+ characters), and a password
 * on the common-password list refused (`AUTH_MESSAGES.commonPassword`) besides the login rules.
 */
export class RegisterDto extends LoginDto implements RegisterRequest {
  // The login rules are inherited; this adds the list check to them.
  @ApiProperty({ minLength: 6, maxLength: MAX_PASSWORD, description: 'Not one of the most common passwords' })
  @IsNotCommonPassword()
  override password!: string;

  // Decorators run bottom-up; the spec's message must come first for a missing name.
  @ApiProperty({ minLength: 3, maxLength: 100, example: 'Ada Lovelace' })
  @MaxLength(100, { message: 'Name must be at most 100 characters' })
  @MinLength(3, { message: AUTH_MESSAGES.shortName })
  @IsString({ message: AUTH_MESSAGES.shortName })
  @Transform(trim)
  name!: string;
}
