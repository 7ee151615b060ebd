import type { RegisterRequest } from '@algosheets/contracts';
import { Button, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useRegisterMutation } from './auth-api';
import { GoogleButton, PasswordField, TextField } from './auth-form-parts';
import { validateSignup, type FieldErrors } from './auth-validation';
import { AuthCard } from './login-page';

/** /signup: after a successful sign-up the user goes to /. */
export function SignupPage() {
  const [values, setValues] = useState<RegisterRequest>({ name: '', email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<RegisterRequest>>({});
  const [register, { isLoading }] = useRegisterMutation();
  const navigate = useNavigate();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateSignup(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await register({ name: values.name.trim(), email: values.email.trim(), password: values.password }).unwrap();
      await navigate('/');
    } catch (error) {
      console.error(error);
    }
  };

  return (
    <AuthCard title="Create your account" subtitle="Start building your personal DSA sheet.">
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <TextField label="Name" name="name" autoComplete="name" value={values.name} error={errors.name} onChange={(name) => setValues({ ...values, name })} />
          <TextField label="Email" name="email" type="email" autoComplete="email" value={values.email} error={errors.email} onChange={(email) => setValues({ ...values, email })} />
          <PasswordField name="password" autoComplete="new-password" value={values.password} error={errors.password} onChange={(password) => setValues({ ...values, password })} />
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
          <RouterLink to="/login">Log In</RouterLink>
        </Link>
      </Text>
    </AuthCard>
  );
}
