import type { LoginRequest } from '@algosheets/contracts';
import { Box, Button, Heading, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useLoginMutation } from './auth-api';
import { GoogleButton, PasswordField, TextField } from './auth-form-parts';
import { loginSchema, type LoginFormValues } from './auth-schemas';
import { loginPathFor, RETURN_PARAM } from './return-path';

/**
 * /login, its first field focused. A successful login re-renders through the guard, which sends the
 * user to the page they came from, else /problems; 'Sign Up' keeps that page.
 */
export function LoginPage() {
  const { register, handleSubmit, setFocus, formState: { errors } } = useForm<LoginFormValues, unknown, LoginRequest>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
    reValidateMode: 'onSubmit',
  });
  const [login, { isLoading }] = useLoginMutation();
  const [params] = useSearchParams();
  useEffect(() => setFocus('email'), [setFocus]);

  const submit = async (values: LoginRequest) => {
    try {
      await login(values).unwrap();
    } catch (error) {
      // The toast tells the user; the form only logs the failure.
      console.error(error);
    }
  };

  return (
    <AuthCard title="Welcome back" subtitle="Log in to continue your sheets.">
      <form onSubmit={handleSubmit(submit)} noValidate>
        <Stack gap="4">
          <TextField label="Email" type="email" autoComplete="email" registration={register('email')} error={errors.email?.message} />
          <PasswordField autoComplete="current-password" registration={register('password')} error={errors.password?.message} />
          <Button type="submit" colorPalette="orange" disabled={isLoading}>
            {isLoading ? 'Loading...' : 'Log In'}
          </Button>
        </Stack>
      </form>
      <Separator my="5" />
      <GoogleButton />
      <Text mt="5" textAlign="center" color="fg.muted">
        Don&apos;t have an account?{' '}
        <Link asChild colorPalette="orange" fontWeight="semibold">
          <RouterLink to={loginPathFor(params.get(RETURN_PARAM) ?? '', '/signup')}>Sign Up</RouterLink>
        </Link>
      </Text>
    </AuthCard>
  );
}

export function AuthCard({ title, subtitle, children }: { title: string; subtitle: string; children: React.ReactNode }) {
  return (
    <Box maxW="md" mx="auto" borderWidth="1px" rounded="xl" p={{ base: '6', md: '8' }} bg="bg.panel" shadow="md">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Text color="fg.muted" mt="1" mb="6">
        {subtitle}
      </Text>
      {children}
    </Box>
  );
}
