import { MAX_SHEET_NAME_LENGTH, PROBLEM_MESSAGES } from '@algosheets/contracts';
import { z } from '../../lib/zod';

/**
 * 'Create New Sheet': the name is required ('Sheet name is required' when blank after trimming) and
 * at most {@link MAX_SHEET_NAME_LENGTH} characters (the message says the maximum);
 * name and description are sent trimmed. Parses to a `CreateSheetRequest`; whether `isPublic`
 * may be true (admins only) is the dialog's call, not the schema's.
 */
export const createSheetSchema = z.object({
  name: z.string().trim().min(1, PROBLEM_MESSAGES.sheetName).max(MAX_SHEET_NAME_LENGTH, PROBLEM_MESSAGES.sheetNameTooLong),
  description: z.string().trim(),
  isPublic: z.boolean(),
});

export type CreateSheetFormValues = z.input<typeof createSheetSchema>;
