import { Alert, Button, Text } from '@chakra-ui/react';
import { LuRotateCw } from 'react-icons/lu';
import { isMissing } from '../api/api-error-message';

/** The part of an RTK Query query result a component needs to show loading, failure and data. */
export interface QueryState<Data> {
  data?: Data;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

interface LoadErrorProps {
  /** What failed to load, as the start of a sentence: "The sheets", "Your statistics". */
  what: string;
  /** Asks for the data again (an RTK Query `refetch`). */
  onRetry: () => void;
  /** True while that second request is under way: the button shows a spinner meanwhile. */
  retrying?: boolean;
}

/**
 * What a page or a section shows when its data failed to load: an error that says so, with a
 * Retry button, in the place of the content. A failed load must never look like an empty list.
 */
export function LoadError({ what, onRetry, retrying = false }: LoadErrorProps) {
  return (
    <Alert.Root status="error" alignItems="center" data-testid="load-error">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{`${what} could not be loaded.`}</Alert.Title>
        <Alert.Description>Check your connection and try again.</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" loading={retrying} onClick={onRetry}>
        <LuRotateCw /> Retry
      </Button>
    </Alert.Root>
  );
}

/**
 * The failed load of one item by its id (a problem, a sheet): `notFound` (plain text, no Retry) when
 * the gateway says it is not there for this user (see `isMissing`), else {@link LoadError}.
 */
export function ItemLoadError({ error, notFound, ...props }: LoadErrorProps & { error: unknown; notFound: string }) {
  return isMissing(error) ? <Text color="fg.muted">{notFound}</Text> : <LoadError {...props} />;
}
