import { ERROR_MESSAGE_MAX_LENGTH, ERROR_STACK_MAX_LENGTH, type ClientErrorInput, type Language } from '@app/contracts';
import { sendTelemetry } from './send-telemetry';
import { visitSessionId } from './visit-session';

function textsOf(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack };
  return { message: String(error) };
}

/**
 * Sends an uncaught failure to error_logs. The texts are cut to the contract's lengths (they may quote
 * what the user typed); the page is the path only, since a query can carry a token.
 */
export function reportClientError(error: unknown, language: Language, componentStack?: string | null): Promise<void> {
  const { message, stack } = textsOf(error);
  const fullStack = [stack, componentStack].filter(Boolean).join('\n');
  const report: ClientErrorInput = {
    errorMessage: (message || 'Unknown error').slice(0, ERROR_MESSAGE_MAX_LENGTH),
    errorStack: fullStack ? fullStack.slice(0, ERROR_STACK_MAX_LENGTH) : null,
    language,
    page: window.location.pathname.slice(0, 512),
    sessionId: visitSessionId(),
  };
  return sendTelemetry('/errors', report, language);
}
