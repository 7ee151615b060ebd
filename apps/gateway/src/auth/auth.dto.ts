import { AUTH_MESSAGES, type LoginRequest, type RegisterRequest } from '@algosheets/contracts';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsString, MaxLength, MinLength } from 'class-validator';
import { IsNotCommonPassword, MIN_PASSWORD } from './common-password';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const normaliseEmail = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

/** Passwords longer than this are refused: argon2 cost grows with input, an easy denial of service. */
const MAX_PASSWORD = 128;

/**
 * The password's length rules, the same at login and sign-up: a string of {@link MIN_PASSWORD} to
 * {@link MAX_PASSWORD} characters (`AUTH_MESSAGES.shortPassword` below the minimum).
 */
function PasswordLength(): PropertyDecorator {
  // In the order stacked decorators would register them (bottom-up): the type first.
  return applyDecorators(
    IsString({ message: AUTH_MESSAGES.shortPassword }),
    MinLength(MIN_PASSWORD, { message: AUTH_MESSAGES.shortPassword }),
    MaxLength(MAX_PASSWORD, { message: `Password must be at most ${MAX_PASSWORD} characters` }),
  );
}

/** `POST /auth/login` body; messages verbatim from the login form's rules. */
export class LoginDto implements LoginRequest {
  @ApiProperty({ example: 'ada@example.com' })
  @MaxLength(254, { message: AUTH_MESSAGES.invalidEmail })
  @IsEmail({}, { message: AUTH_MESSAGES.invalidEmail })
  @Transform(normaliseEmail)
  email!: string;

  @ApiProperty({ minLength: MIN_PASSWORD, maxLength: MAX_PASSWORD })
  @PasswordLength()
  password!: string;
}

/**
 * `POST /auth/register` body; messages verbatim from the sign-up form's rules (name 3+, e-mail, password 6+ characters), and a password
 * on the common-password list refused (`AUTH_MESSAGES.commonPassword`) besides the login rules.
 */
export class RegisterDto extends LoginDto implements RegisterRequest {
  // Stated again, not inherited: class-validator drops a parent's custom rules for a property the
  // subclass gives rules of its own, which let a 5-character password through sign-up.
  @ApiProperty({ minLength: MIN_PASSWORD, maxLength: MAX_PASSWORD, description: 'Not one of the most common passwords' })
  @IsNotCommonPassword()
  @PasswordLength()
  override password!: string;

  // Decorators run bottom-up; the sign-up form's message must come first for a missing name.
  @ApiProperty({ minLength: 3, maxLength: 100, example: 'Ada Lovelace' })
  @MaxLength(100, { message: 'Name must be at most 100 characters' })
  @MinLength(3, { message: AUTH_MESSAGES.shortName })
  @IsString({ message: AUTH_MESSAGES.shortName })
  @Transform(trim)
  name!: string;
}
