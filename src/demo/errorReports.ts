import { createTransport, type BrowserOptions } from '@sentry/browser';

/** Error reports the demo build would have sent, newest first (DESIGN §10, debug panel). */
export interface DemoErrorReport {
  at: number;
  message: string;
  tags: Record<string, string>;
}

const REPORTS_KEY = 'demo-error-reports';
const KEPT = 10;

export function readErrorReports(): DemoErrorReport[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(REPORTS_KEY) ?? '[]');
    return Array.isArray(value) ? (value as DemoErrorReport[]) : [];
  } catch {
    return [];
  }
}

interface EnvelopeEvent {
  exception?: { values?: { type?: string; value?: string }[] };
  message?: string;
  tags?: Record<string, unknown>;
}

/** The events of a serialized envelope: one JSON header line, then item headers each followed by a payload. */
export function eventsOfEnvelope(body: string): EnvelopeEvent[] {
  const lines = body.split('\n');
  const events: EnvelopeEvent[] = [];
  for (let i = 1; i + 1 < lines.length; i += 2) {
    try {
      const header = JSON.parse(lines[i] ?? '{}') as { type?: string };
      if (header.type === 'event') events.push(JSON.parse(lines[i + 1] ?? '{}') as EnvelopeEvent);
    } catch {
      // An item that is not JSON (an attachment) is not an event.
    }
  }
  return events;
}

function describe(event: EnvelopeEvent): string {
  const exception = event.exception?.values?.at(-1);
  return exception ? `${exception.type ?? 'Error'}: ${exception.value ?? ''}` : (event.message ?? '(无消息)');
}

/** A Sentry transport that keeps the events in this browser instead of sending them. */
export const demoErrorTransport: NonNullable<BrowserOptions['transport']> = (options) =>
  createTransport(options, async (request) => {
    const body = typeof request.body === 'string' ? request.body : new TextDecoder().decode(request.body);
    const reports = eventsOfEnvelope(body).map((event): DemoErrorReport => ({
      at: Date.now(),
      message: describe(event),
      tags: Object.fromEntries(Object.entries(event.tags ?? {}).map(([k, v]) => [k, String(v)])),
    }));
    if (reports.length > 0) {
      try {
        localStorage.setItem(REPORTS_KEY, JSON.stringify([...reports, ...readErrorReports()].slice(0, KEPT)));
      } catch {
        // Storage full: the report is only lost from the panel.
      }
    }
    return { statusCode: 200 };
  });
