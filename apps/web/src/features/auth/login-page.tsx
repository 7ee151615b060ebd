import type { LoginRequest } from '@algosheets/contracts';
import { Box, Button, Heading, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { useLoginMutation } from './auth-api';
import { GoogleButton, PasswordField, TextField } from './auth-form-parts';
import { validateLogin, type FieldErrors } from './auth-validation';

/** /login. A successful login re-renders through the guard, which sends the user to the page they came from, else /. */
export function LoginPage() {
  const [values, setValues] = useState<LoginRequest>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<LoginRequest>>({});
  const [login, { isLoading }] = useLoginMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await login({ email: values.email.trim(), password: values.password }).unwrap();
    } catch (error) {
      // As the spec says, the toast tells the user; the form only logs the failure.
      console.error(error);
    }
  };

  return (
    <AuthCard title="Welcome back" subtitle="Log in to continue your sheets.">
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <TextField label="Email" name="email" type="email" autoComplete="email" value={values.email} error={errors.email} onChange={(email) => setValues({ ...values, email })} />
          <PasswordField name="password" autoComplete="current-password" value={values.password} error={errors.password} onChange={(password) => setValues({ ...values, password })} />
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
          <RouterLink to="/signup">Sign Up</RouterLink>
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
