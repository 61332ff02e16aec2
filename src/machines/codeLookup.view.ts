import type { SnapshotFrom } from 'xstate';
import type { codeLookupMachine } from './codeLookup.machine';

/** 查看验证码: asking why, looking up, the code with the seconds it still shows, or hidden again. */
export type CodeLookupView =
  | { kind: 'asking' | 'fetching'; phone: string; reason: string; error: string }
  | { kind: 'shown'; phone: string; smsCode: string | null; remaining: number }
  | { kind: 'hidden'; phone: string };

export function codeLookupView(snapshot: SnapshotFrom<typeof codeLookupMachine>): CodeLookupView {
  const { phone, reason, error, smsCode, remaining } = snapshot.context;
  if (snapshot.matches('shown')) return { kind: 'shown', phone, smsCode, remaining };
  if (snapshot.matches('hidden')) return { kind: 'hidden', phone };
  return { kind: snapshot.hasTag('busy') ? 'fetching' : 'asking', phone, reason, error };
}
