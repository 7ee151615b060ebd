import { AUTH_MESSAGES, ErrorCode, type RegisterRequest } from '@algosheets/contracts';
import { Button, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { apiErrorBody } from '../../api/api-error-message';
import { useRegisterMutation } from './auth-api';
import { GoogleButton, PasswordField, TextField } from './auth-form-parts';
import { signupSchema, type SignupFormValues } from './auth-schemas';
import { AuthCard } from './login-page';
import { loginPathFor, RETURN_PARAM } from './return-path';

const FIELDS = ['name', 'email', 'password'] as const;

/**
 * /signup, its first field focused. A successful sign-up signs the user in, and the guard sends
 * them on to `next` (kept from /login), else /problems. The server's refusals show under their
 * field: an e-mail that already has an account (with a link to log in instead, keeping `next`)
 * and a password from the common-password list.
 */
export function SignupPage() {
  const { register: field, handleSubmit, setError, setFocus, formState: { errors } } = useForm<SignupFormValues, unknown, RegisterRequest>({
    resolver: zodResolver(signupSchema),
    defaultValues: { name: '', email: '', password: '' },
    reValidateMode: 'onSubmit',
  });
  const [register, { isLoading }] = useRegisterMutation();
  const [params] = useSearchParams();
  const loginPath = loginPathFor(params.get(RETURN_PARAM) ?? '');
  const [emailTaken, setEmailTaken] = useState(false);
  useEffect(() => setFocus('name'), [setFocus]);

  const submit = async (values: RegisterRequest) => {
    setEmailTaken(false);
    try {
      await register(values).unwrap();
    } catch (error) {
      const body = apiErrorBody(error);
      if (body?.code === ErrorCode.EmailTaken) {
        setEmailTaken(true);
        setError('email', { message: AUTH_MESSAGES.emailTaken }, { shouldFocus: true });
        return;
      }
      const invalid = FIELDS.find((name) => body?.details?.[name]?.length);
      if (invalid) setError(invalid, { message: body?.details?.[invalid]?.[0] }, { shouldFocus: true });
    }
  };

  return (
    <AuthCard title="Create your account" subtitle="Start building your personal DSA sheet.">
      <form onSubmit={handleSubmit(submit)} noValidate>
        <Stack gap="4">
          <TextField label="Name" autoComplete="name" registration={field('name')} error={errors.name?.message} />
          <TextField label="Email" type="email" autoComplete="email" registration={field('email')} error={errors.email?.message} />
          {emailTaken && (
            <Link asChild colorPalette="orange" fontWeight="semibold" mt="-2">
              <RouterLink to={loginPath}>Log in with this email instead</RouterLink>
            </Link>
          )}
          <PasswordField autoComplete="new-password" registration={field('password')} error={errors.password?.message} />
          <Button type="submit" colorPalette="orange" disabled={isLoading}>
            {isLoading ? 'Loading...' : 'Sign Up'}
          </Button>
        </Stack>
      </form>
      <Separator my="5" />
      <GoogleButton />
      <Text mt="5" textAlign="center" color="fg.muted">
        Already have an account?{' '}
        <Link asChild colorPalette="orange" fontWeight="semibold">
          <RouterLink to={loginPath}>Log In</RouterLink>
        </Link>
      </Text>
    </AuthCard>
  );
}
