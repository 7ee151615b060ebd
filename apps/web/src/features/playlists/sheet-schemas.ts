import { PROBLEM_MESSAGES } from '@algosheets/contracts';
import { z } from 'zod';

/**
 * 'Create New Sheet': the name is required ('Playlist name is required' when blank after trimming);
 * name and description are sent trimmed. Parses to a `CreatePlaylistRequest`; whether `isPublic`
 * may be true (admins only) is the dialog's call, not the schema's.
 */
export const createSheetSchema = z.object({
  name: z.string().trim().min(1, PROBLEM_MESSAGES.playlistName),
  description: z.string().trim(),
  isPublic: z.boolean(),
});

export type CreateSheetFormValues = z.input<typeof createSheetSchema>;
