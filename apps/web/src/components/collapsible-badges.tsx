import { Badge, Button, Wrap } from '@chakra-ui/react';
import { useState } from 'react';

/** The collapsed count: tags and company badges show 2 until expanded. */
export const COLLAPSED_BADGES = 2;

/** Badges collapsed to the first two with '+N more', and 'Show less' once expanded. */
export function CollapsibleBadges({ items, palette = 'gray', variant = 'subtle' }: { items: string[]; palette?: string; variant?: 'subtle' | 'outline' }) {
  const [expanded, setExpanded] = useState(false);
  const hidden = items.length - COLLAPSED_BADGES;
  const shown = expanded ? items : items.slice(0, COLLAPSED_BADGES);
  return (
    <Wrap gap="1" align="center">
      {shown.map((item) => (
        <Badge key={item} colorPalette={palette} variant={variant} size="sm">
          {item}
        </Badge>
      ))}
      {hidden > 0 && (
        <Button variant="plain" size="2xs" px="1" h="5" colorPalette="orange" color="colorPalette.fg" onClick={() => setExpanded((open) => !open)}>
          {expanded ? 'Show less' : `+${hidden} more`}
        </Button>
      )}
    </Wrap>
  );
}
