import type { HealthResponse } from '@algosheets/contracts';
import { baseApi } from '../../api/base-api';

export const healthApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/v1/health`: 200 when db and redis are up; 503 with the same body when one is down. */
    getHealth: build.query<HealthResponse, void>({
      query: () => '/health',
    }),
  }),
});

export const { useGetHealthQuery } = healthApi;
