import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { Role } from '@algosheets/contracts';
import { All, Controller, Next, Req, RequestMethod, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Express, NextFunction, Request, Response } from 'express';
import { Roles } from '../auth/auth.decorators';
import { labelRoute } from '../metrics/http-metrics.middleware';
import { MonitoredQueues } from '../metrics/monitored-queues';

/** Where the board is served: beside the versioned API, under `/api` so the Ingress routes it here. */
export const QUEUE_BOARD_PATH = '/api/admin/queues';

/** The board's routes, kept outside the `/api/v1` prefix. */
export const QUEUE_BOARD_ROUTES = [
  { path: QUEUE_BOARD_PATH.slice(1), method: RequestMethod.ALL },
  { path: `${QUEUE_BOARD_PATH.slice(1)}/*path`, method: RequestMethod.ALL },
];

/**
 * The board's page loads only its own scripts, styles and images from the gateway. Its template
 * also links a Google Fonts stylesheet: refused here, so an admin's browser contacts no third party
 * (the page falls back to system fonts). `style-src 'unsafe-inline'` is for the inline styles of its
 * loading screen; its one inline `<script>` is a JSON data block, which CSP does not govern.
 */
const BOARD_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * bull-board (`@bull-board/express`) at {@link QUEUE_BOARD_PATH}: the {@link MonitoredQueues}, their
 * jobs, payloads, failure reasons and counts, for admins only. Requests pass through the gateway's
 * global guards like any route, so a visitor gets 401, a learner 403 (the one error body), and
 * anything but GET/HEAD needs the CSRF header; the board's own XHRs (axios) echo the `XSRF-TOKEN`
 * cookie in `X-XSRF-TOKEN` by themselves.
 *
 * Read-only (`readOnlyMode`): its mutations answer 405. The pipeline needs none of them: jobs retry
 * by themselves, a failed Submit has already been stored as `Internal Error` (and a verdict is
 * stored once, so a retry would change nothing), and the reconciler re-enqueues lost ones. Its
 * add-job and edit-job actions would bypass the gateway's validation and could store verdicts.
 */
@ApiExcludeController()
@Roles(Role.Admin)
@Controller(QUEUE_BOARD_PATH)
export class QueueBoardController {
  private board?: Express;

  constructor(private readonly queues: MonitoredQueues) {}

  @All(['', '*path'])
  serve(@Req() request: Request, @Res() response: Response, @Next() next: NextFunction): void {
    labelRoute(response, `${QUEUE_BOARD_PATH}/*`);
    response.setHeader('Content-Security-Policy', BOARD_CSP);
    // The board is an Express app of its own that routes on paths below its base, as if mounted there.
    const rest = request.originalUrl.slice(QUEUE_BOARD_PATH.length);
    request.url = rest.startsWith('/') ? rest : `/${rest}`;
    this.boardApp()(request, response, next);
  }

  /** Built on first use, so a gateway whose board nobody opens never builds it. */
  private boardApp(): Express {
    if (!this.board) {
      const adapter = new ExpressAdapter().setBasePath(QUEUE_BOARD_PATH);
      createBullBoard({
        queues: this.queues.list().map((queue) => new BullMQAdapter(queue, { readOnlyMode: true })),
        serverAdapter: adapter,
        options: { uiConfig: { boardTitle: 'AlgoSheets queues' } },
      });
      const board = adapter.getRouter() as Express;
      // helmet removed it from the gateway's answers; the embedded app would add it back.
      board.disable('x-powered-by');
      this.board = board;
    }
    return this.board;
  }
}
