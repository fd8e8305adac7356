import type { Language } from '@app/contracts';
import type { BuiltinReply } from '../chat-state';
import { say } from '../chat-texts';

/** A message with nothing to act on ("hello"): what the assistant can do. */
export function helpReply(language: Language): BuiltinReply {
  return { kind: 'help', content: say('help', language) };
}
