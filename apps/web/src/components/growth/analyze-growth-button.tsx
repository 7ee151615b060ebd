import { Button, HStack, Spinner, Text } from '@chakra-ui/react';
import { LuChartLine } from 'react-icons/lu';

interface AnalyzeGrowthButtonProps {
  analyzing: boolean;
  /** Another request of the same user is in flight (a Run, a Submit, a search): the judge takes one at a time. */
  disabled: boolean;
  onAnalyze: () => void;
  /** The progress line while the analysis runs. */
  progress?: string;
}

/**
 * 'Analyze growth' with its progress line (a labelled spinner, role=status) while the analysis runs;
 * the button waits meanwhile, as the counterexample finder's does.
 */
export function AnalyzeGrowthButton({ analyzing, disabled, onAnalyze, progress = 'Measuring how your solution grows…' }: AnalyzeGrowthButtonProps) {
  return (
    <HStack gap="3" wrap="wrap">
      <Button size="sm" variant="outline" colorPalette="orange" disabled={analyzing || disabled} onClick={onAnalyze}>
        <LuChartLine /> Analyze growth
      </Button>
      {analyzing && (
        <HStack gap="2" role="status" aria-live="polite">
          <Spinner size="xs" color="orange.500" aria-hidden="true" />
          <Text fontSize="sm" color="fg.muted">
            {progress}
          </Text>
        </HStack>
      )}
    </HStack>
  );
}
