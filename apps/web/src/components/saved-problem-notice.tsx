import { Alert, HStack, Link } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router';
import { createdProblem } from '../lib/created-problem';
import { problemPath } from '../lib/problem-path';

/**
 * After an admin's Create or Save (the router state of {@link createdProblem}), a success notice
 * with links to open the problem as learners see it (/problem/{id}) and to edit it again
 * (/edit-problem/{id}); nothing otherwise.
 */
export function SavedProblemNotice() {
  const created = createdProblem(useLocation().state);
  if (!created) return null;
  return (
    <Alert.Root status="success" mb="4" data-testid="created-problem">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{created.saved ? 'Problem saved' : 'Problem created'}</Alert.Title>
        <Alert.Description>
          <HStack gap="4" wrap="wrap">
            <Link asChild colorPalette="orange" fontWeight="semibold">
              <RouterLink to={problemPath(created.id)}>Open {created.title}</RouterLink>
            </Link>
            <Link asChild colorPalette="orange" fontWeight="semibold">
              <RouterLink to={`/edit-problem/${created.id}`}>Edit {created.title}</RouterLink>
            </Link>
          </HStack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
