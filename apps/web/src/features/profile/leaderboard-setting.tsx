import { Card, Checkbox, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { apiErrorMessage } from '../../api/api-error-message';
import { toaster } from '../../components/toaster';
import { useGetLeaderboardSettingsQuery, useSaveLeaderboardSettingsMutation } from './achievements-api';

const SAVE_FAILED = 'Could not save your leaderboard setting';

/** The leaderboard opt-out: one checkbox, saved when changed; the learner keeps seeing their own rank. */
export function LeaderboardSetting() {
  const { data } = useGetLeaderboardSettingsQuery();
  const [save, { isLoading }] = useSaveLeaderboardSettingsMutation();
  const shown = data?.settings.showOnLeaderboard ?? true;
  const change = async (showOnLeaderboard: boolean) => {
    try {
      await save({ showOnLeaderboard }).unwrap();
    } catch (error) {
      toaster.error({ title: apiErrorMessage(error, SAVE_FAILED) });
    }
  };
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Heading as="h2" size="lg">
          Leaderboard
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="2">
          <Checkbox.Root checked={shown} disabled={!data || isLoading} onCheckedChange={(details) => void change(details.checked === true)} colorPalette="orange">
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Show me on the leaderboard</Checkbox.Label>
          </Checkbox.Root>
          <Text fontSize="sm" color="fg.muted">
            Others see your public name, points and solved count, never your e-mail. Hidden or not, you see your own rank on the{' '}
            <RouterLink to="/leaderboard">leaderboard</RouterLink>.
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
