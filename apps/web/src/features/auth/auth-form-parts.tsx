import { Button, Field, IconButton, Input, InputGroup } from '@chakra-ui/react';
import { useState } from 'react';
import { FcGoogle } from 'react-icons/fc';
import { LuEye, LuEyeOff } from 'react-icons/lu';
import { env } from '../../config/env';
import { GOOGLE_LANDING_PATH } from './use-auth-lifecycle';
import { GOOGLE_REDIRECT_KEY, setLoggedOut } from './logged-out-flag';

interface TextFieldProps {
  label: string;
  name: string;
  type?: string;
  value: string;
  error?: string;
  autoComplete?: string;
  onChange: (value: string) => void;
}

export function TextField({ label, name, type = 'text', value, error, autoComplete, onChange }: TextFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Input name={name} type={type} value={value} autoComplete={autoComplete} onChange={(event) => onChange(event.target.value)} />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** Password input with the show/hide toggle of spec section 2. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'label'>) {
  const [visible, setVisible] = useState(false);
  return (
    <Field.Root invalid={Boolean(props.error)}>
      <Field.Label>Password</Field.Label>
      <InputGroup
        endElement={
          <IconButton variant="ghost" size="xs" me="-2" aria-label={visible ? 'Hide password' : 'Show password'} onClick={() => setVisible((shown) => !shown)}>
            {visible ? <LuEyeOff /> : <LuEye />}
          </IconButton>
        }
      >
        <Input name={props.name} type={visible ? 'text' : 'password'} value={props.value} autoComplete={props.autoComplete} onChange={(event) => props.onChange(event.target.value)} />
      </InputGroup>
      <Field.ErrorText>{props.error}</Field.ErrorText>
    </Field.Root>
  );
}

/** The provider URL Google sign-in starts at, returning to the site origin plus /problems (spec section 2). */
export function googleSignInUrl(origin: string): string {
  return `${env.apiBaseUrl}/auth/google?redirect=${encodeURIComponent(`${origin}${GOOGLE_LANDING_PATH}`)}`;
}

/**
 * Spec section 2: starting Google sign-in clears the logged-out marker, sets the
 * `googleAuthRedirect` session marker and navigates the browser to the provider's endpoint.
 */
export function startGoogleSignIn(navigate: (url: string) => void = (url) => window.location.assign(url)): void {
  setLoggedOut(false);
  window.sessionStorage.setItem(GOOGLE_REDIRECT_KEY, 'true');
  navigate(googleSignInUrl(window.location.origin));
}

export function GoogleButton() {
  return (
    <Button variant="outline" width="full" onClick={() => startGoogleSignIn()}>
      <FcGoogle /> Continue with Google
    </Button>
  );
}
