import { Heading, List, Stack, Text } from '@chakra-ui/react';

export function AboutPage() {
  return (
    <Stack gap="8" maxW="3xl" mx="auto">
      <Stack gap="3">
        <Heading as="h1" size="4xl">
          About AlgoSheets
        </Heading>
        <Text fontSize="lg" color="fg.muted">
          AlgoSheets is an open coding-interview practice platform. It turns the long, scattered list of data-structure and
          algorithm problems into sheets you can finish.
        </Text>
      </Stack>
      <Stack gap="3">
        <Heading as="h2" size="xl">
          Why we built it
        </Heading>
        <Text>
          Preparing for technical interviews is mostly about steady practice on the right problems. Spreadsheets of links and
          half-remembered lists make that hard to keep up. AlgoSheets keeps the problems, your code, your submissions and your
          progress together, so every session starts where the last one ended.
        </Text>
      </Stack>
      <Stack gap="3">
        <Heading as="h2" size="xl">
          What you can do
        </Heading>
        <List.Root gap="2" ps="5">
          <List.Item>Practise problems organised by company, difficulty and topic.</List.Item>
          <List.Item>Write, run and submit solutions in JavaScript, Python or Java, right in the browser.</List.Item>
          <List.Item>Follow company sheets or build your own sheets.</List.Item>
          <List.Item>Track solved problems, streaks and daily activity on your profile.</List.Item>
        </List.Root>
      </Stack>
      <Text fontStyle="italic" color="fg.muted">
        Guiding coders towards success, one problem at a time.
      </Text>
    </Stack>
  );
}
