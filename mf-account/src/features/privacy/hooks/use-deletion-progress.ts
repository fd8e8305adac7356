import type { DeletionRequest, Language } from '@app/contracts';
import { useEffect, useState } from 'react';
import { deletionRequestStatus } from '../api/deletion-requests';

/** Often enough for the status to follow the processing, which takes seconds. */
export const DELETION_POLL_INTERVAL_MS = 1_000;

/**
 * The request as it moves from requested to processing to completed: its status is read again about
 * every second until it is completed. A failed read is tried again at the next tick.
 */
export function useDeletionProgress(apiBase: string, language: Language, initial: DeletionRequest): DeletionRequest {
  const [request, setRequest] = useState(initial);
  const [tick, setTick] = useState(0);

  useEffect(() => {
    if (request.status === 'completed') return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      deletionRequestStatus(apiBase, language, request.id, controller.signal).then(
        (latest) => {
          if (!controller.signal.aborted) setRequest(latest);
        },
        () => {
          if (!controller.signal.aborted) setTick((n) => n + 1);
        },
      );
    }, DELETION_POLL_INTERVAL_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [apiBase, language, request, tick]);

  return request;
}
