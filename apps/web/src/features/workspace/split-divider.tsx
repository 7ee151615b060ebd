import { Box } from '@chakra-ui/react';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';

/** Keeps a pane share within its bounds (spec section 9: left 30–70 %, editor 30–85 %). */
export function clampPercent(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

export interface SplitDividerProps {
  orientation: 'vertical' | 'horizontal';
  /** Current share of the first pane, percent. */
  value: number;
  min: number;
  max: number;
  label: string;
  onChange: (percent: number) => void;
}

/**
 * A draggable divider between two panes, also operable with the arrow keys (2 % a step). The share
 * is measured against the divider's parent box.
 */
export function SplitDivider({ orientation, value, min, max, label, onChange }: SplitDividerProps) {
  const ref = useRef<HTMLDivElement>(null);
  const vertical = orientation === 'vertical';

  const move = (event: PointerEvent<HTMLDivElement>) => {
    if (!event.currentTarget.hasPointerCapture(event.pointerId)) return;
    const parent = ref.current?.parentElement?.getBoundingClientRect();
    if (!parent) return;
    const share = vertical ? ((event.clientX - parent.left) / parent.width) * 100 : ((event.clientY - parent.top) / parent.height) * 100;
    onChange(clampPercent(share, min, max));
  };

  const key = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowLeft: -2, ArrowUp: -2, ArrowRight: 2, ArrowDown: 2 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    onChange(clampPercent(value + step, min, max));
  };

  return (
    <Box
      ref={ref}
      role="separator"
      aria-label={label}
      aria-orientation={orientation}
      aria-valuenow={Math.round(value)}
      aria-valuemin={min}
      aria-valuemax={max}
      tabIndex={0}
      flexShrink={0}
      bg="border"
      _hover={{ bg: 'orange.500' }}
      _focusVisible={{ bg: 'orange.500', outline: 'none' }}
      cursor={vertical ? 'col-resize' : 'row-resize'}
      w={vertical ? '1.5' : 'full'}
      h={vertical ? 'full' : '1.5'}
      touchAction="none"
      onPointerDown={(event) => event.currentTarget.setPointerCapture(event.pointerId)}
      onPointerMove={move}
      onPointerUp={(event) => event.currentTarget.releasePointerCapture(event.pointerId)}
      onKeyDown={key}
    />
  );
}
