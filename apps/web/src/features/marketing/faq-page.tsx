import { Accordion, Heading, Stack, Text } from '@chakra-ui/react';

/** The six FAQ questions. */
export const FAQ_ITEMS: readonly { question: string; answer: string }[] = [
  {
    question: 'What is AlgoSheets?',
    answer:
      'AlgoSheets is a coding-interview practice platform. You solve data-structure and algorithm problems in an in-browser editor, group them into sheets and track your progress, streaks and activity.',
  },
  {
    question: 'How are the problems organised?',
    answer:
      'Every problem is tagged by company, difficulty (Easy, Medium, Hard) and topic such as Array, Graph or Dynamic Programming. Filter by any of them on the problems page, or follow a company sheet.',
  },
  {
    question: 'Will more company questions be added?',
    answer: 'Yes. More company sheets and questions are being added regularly.',
  },
  {
    question: 'Are there premium questions?',
    answer: 'Premium questions are planned for a later release together with the Pro plan. Everything available today is free.',
  },
  {
    question: 'Can I submit my own problems?',
    answer: 'Submitting your own problems is planned but not available yet. For now, you can collect existing problems into your own sheets.',
  },
  {
    question: 'What if I get stuck on a problem?',
    answer:
      'Open the Hints tab of the problem for a nudge in the right direction. Run your code against the examples before you submit, and look back at your earlier solutions in the Submissions tab.',
  },
];

export function FaqPage() {
  return (
    <Stack gap="8" maxW="3xl" mx="auto">
      <Stack gap="3" textAlign="center">
        <Heading as="h1" size="4xl">
          Frequently Asked Questions
        </Heading>
        <Text color="fg.muted">Quick answers about AlgoSheets.</Text>
      </Stack>
      <Accordion.Root collapsible variant="enclosed">
        {FAQ_ITEMS.map((item) => (
          <Accordion.Item key={item.question} value={item.question}>
            <Accordion.ItemTrigger cursor="pointer">
              <Text as="span" flex="1" fontWeight="semibold">
                {item.question}
              </Text>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
            <Accordion.ItemContent>
              <Accordion.ItemBody color="fg.muted">{item.answer}</Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </Stack>
  );
}
