import type { RegisterRequest } from '@algosheets/contracts';
import { Button, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useRegisterMutation } from './auth-api';
import { GoogleButton, PasswordField, TextField } from './auth-form-parts';
import { signupSchema, type SignupFormValues } from './auth-schemas';
import { AuthCard } from './login-page';

/** /signup: after a successful sign-up the user goes to /. */
export function SignupPage() {
  const { register: field, handleSubmit, formState: { errors } } = useForm<SignupFormValues, unknown, RegisterRequest>({
    resolver: zodResolver(signupSchema),
    defaultValues: { name: '', email: '', password: '' },
    reValidateMode: 'onSubmit',
  });
  const [register, { isLoading }] = useRegisterMutation();
  const navigate = useNavigate();

  const submit = async (values: RegisterRequest) => {
    try {
      await register(values).unwrap();
      await navigate('/');
    } catch (error) {
      console.error(error);
    }
  };

  return (
    <AuthCard title="Create your account" subtitle="Start building your personal DSA sheet.">
      <form onSubmit={handleSubmit(submit)} noValidate>
        <Stack gap="4">
          <TextField label="Name" autoComplete="name" registration={field('name')} error={errors.name?.message} />
          <TextField label="Email" type="email" autoComplete="email" registration={field('email')} error={errors.email?.message} />
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
          <RouterLink to="/login">Log In</RouterLink>
        </Link>
      </Text>
    </AuthCard>
  );
}
