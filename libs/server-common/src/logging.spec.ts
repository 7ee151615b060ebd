import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestId } from './logging';

function exchange(header?: string): { request: IncomingMessage; response: ServerResponse; sent: Record<string, string> } {
  const sent: Record<string, string> = {};
  const request = { headers: header === undefined ? {} : { 'x-request-id': header } } as IncomingMessage;
  const response = { setHeader: (name: string, value: string) => void (sent[name] = value) } as unknown as ServerResponse;
  return { request, response, sent };
}

describe('requestId', () => {
  it('keeps a well-formed incoming id and echoes it', () => {
    const { request, response, sent } = exchange('abc-123');
    expect(requestId(request, response)).toBe('abc-123');
    expect(sent['x-request-id']).toBe('abc-123');
  });

  it('replaces a missing, oversized or unsafe id with a UUID', () => {
    for (const header of [undefined, 'x'.repeat(65), 'a b', '<script>']) {
      const { request, response, sent } = exchange(header);
      const id = requestId(request, response);
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(sent['x-request-id']).toBe(id);
    }
  });
});
