import { Button, Field, IconButton, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FcGoogle } from 'react-icons/fc';
import { LuEye, LuEyeOff } from 'react-icons/lu';
import { env } from '../../config/env';
import { useGetAuthProvidersQuery } from './auth-api';
import { GOOGLE_LANDING_PATH } from './use-auth-lifecycle';
import { GOOGLE_REDIRECT_KEY, setLoggedOut } from '../../lib/logged-out-flag';

interface TextFieldProps {
  label: string;
  type?: string;
  /** What react-hook-form's `register(name)` returns: the input's name, ref and change/blur handlers. */
  registration: UseFormRegisterReturn;
  error?: string;
  autoComplete?: string;
}

/** A labelled input wired to react-hook-form; `error` shows under it and marks the field invalid (aria-invalid, described by the message). */
export function TextField({ label, type = 'text', registration, error, autoComplete }: TextFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Input type={type} autoComplete={autoComplete} {...registration} />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** Password input with a show/hide toggle, wired to react-hook-form like `TextField`. */
export function PasswordField({ registration, error, autoComplete }: Omit<TextFieldProps, 'type' | 'label'>) {
  const [visible, setVisible] = useState(false);
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>Password</Field.Label>
      <InputGroup
        endElement={
          <IconButton variant="ghost" size="xs" me="-2" aria-label={visible ? 'Hide password' : 'Show password'} onClick={() => setVisible((shown) => !shown)}>
            {visible ? <LuEyeOff /> : <LuEye />}
          </IconButton>
        }
      >
        <Input type={visible ? 'text' : 'password'} autoComplete={autoComplete} {...registration} />
      </InputGroup>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** The provider URL Google sign-in starts at, returning to the site origin plus /problems. */
export function googleSignInUrl(origin: string): string {
  return `${env.apiBaseUrl}/auth/google?redirect=${encodeURIComponent(`${origin}${GOOGLE_LANDING_PATH}`)}`;
}

/**
 * The login screen's Google button: starting Google sign-in clears the logged-out marker, sets the
 * `googleAuthRedirect` session marker and navigates the browser to the provider's endpoint.
 */
export function startGoogleSignIn(navigate: (url: string) => void = (url) => window.location.assign(url)): void {
  setLoggedOut(false);
  window.sessionStorage.setItem(GOOGLE_REDIRECT_KEY, 'true');
  navigate(googleSignInUrl(window.location.origin));
}

/** Why the Google button is disabled, once the server's answer (or its failure) is known. */
const GOOGLE_UNAVAILABLE = {
  notConfigured: 'Google sign-in is not set up on this server. Use your email and password.',
  unknown: 'Google sign-in is unavailable right now. Use your email and password.',
} as const;

/**
 * 'Continue with Google', enabled only when the gateway says it offers Google sign-in: without a
 * Google client its Google routes answer 404, and the browser would land on that JSON error.
 * Disabled, the button says why underneath.
 */
export function GoogleButton() {
  const { data, isError } = useGetAuthProvidersQuery();
  const reasonId = useId();
  const reason = data?.google === false ? GOOGLE_UNAVAILABLE.notConfigured : isError ? GOOGLE_UNAVAILABLE.unknown : undefined;
  return (
    <Stack gap="2">
      <Button variant="outline" width="full" disabled={data?.google !== true} aria-describedby={reason ? reasonId : undefined} onClick={() => startGoogleSignIn()}>
        <FcGoogle /> Continue with Google
      </Button>
      {reason && (
        <Text id={reasonId} fontSize="sm" color="fg.muted" textAlign="center" data-testid="google-unavailable">
          {reason}
        </Text>
      )}
    </Stack>
  );
}
