import { Box } from '@chakra-ui/react';
import { PanelResizeHandle } from 'react-resizable-panels';

/**
 * The handle between two workspace panes: react-resizable-panels does the dragging, the arrow keys
 * (it is a focusable separator) and the bounds; this only gives it a visible bar and a name.
 * `vertical` is a vertical bar between side-by-side panes, `horizontal` one between stacked panes.
 */
export function ResizeHandle({ orientation, label }: { orientation: 'vertical' | 'horizontal'; label: string }) {
  const vertical = orientation === 'vertical';
  return (
    <PanelResizeHandle aria-label={label}>
      <Box
        w={vertical ? '1.5' : 'full'}
        h={vertical ? 'full' : '1.5'}
        bg="border"
        _hover={{ bg: 'orange.solid' }}
        css={{ '[data-resize-handle-state="drag"] > &, :focus-visible > &': { bg: 'orange.solid' } }}
      />
    </PanelResizeHandle>
  );
}
