import type { SnapshotFrom } from 'xstate';
import type { LetterComment } from '../domain/letter';
import type { letterReplyMachine } from './letterReply.machine';

/** The reply box under a letter, and the replies kept so far. */
export interface LetterReplyView {
  kind: 'editing' | 'sending' | 'sent';
  text: string;
  /** Why the last 发送 was refused (empty, too long, or the server's reason). */
  error: string;
  replies: LetterComment[];
}

export function letterReplyView(snapshot: SnapshotFrom<typeof letterReplyMachine>): LetterReplyView {
  const { text, error, replies } = snapshot.context;
  const kind = snapshot.hasTag('busy') ? 'sending' : snapshot.matches('sent') ? 'sent' : 'editing';
  return { kind, text, error, replies };
}
