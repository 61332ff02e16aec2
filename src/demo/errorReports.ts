import { createTransport, type BrowserOptions } from '@sentry/browser';

/** Error reports the demo build would have sent, newest first (DESIGN §10, debug panel). */
export interface DemoErrorReport {
  at: number;
  message: string;
  tags: Record<string, string>;
}

/** The newest report as it would have been sent: its event and its attachments (the session trail). */
export interface LastErrorReport {
  at: number;
  event: unknown;
  attachments: { filename: string; text: string }[];
}

const REPORTS_KEY = 'demo-error-reports';
const LAST_REPORT_KEY = 'demo-last-error-report';
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

interface EnvelopeItem {
  header: { type?: string; length?: number; filename?: string };
  payload: string;
}

/**
 * The items of a serialized envelope: one JSON header line, then each item's header line and its payload, which is
 * `length` bytes when the header says so (an attachment, which may hold newlines), else one line.
 */
export function itemsOfEnvelope(body: string | Uint8Array): EnvelopeItem[] {
  const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body;
  const decoder = new TextDecoder();
  let at = 0;
  const take = (length: number) => {
    const text = decoder.decode(bytes.subarray(at, at + length));
    at += length + 1;
    return text;
  };
  const line = () => {
    const end = bytes.indexOf(10, at);
    return take((end === -1 ? bytes.length : end) - at);
  };
  line();
  const items: EnvelopeItem[] = [];
  while (at < bytes.length) {
    const headerText = line();
    if (headerText === '') continue;
    try {
      const header = JSON.parse(headerText) as EnvelopeItem['header'];
      items.push({ header, payload: typeof header.length === 'number' ? take(header.length) : line() });
    } catch {
      break;
    }
  }
  return items;
}

/** The events of a serialized envelope. */
export function eventsOfEnvelope(body: string | Uint8Array): EnvelopeEvent[] {
  return itemsOfEnvelope(body).flatMap(({ header, payload }) => {
    if (header.type !== 'event') return [];
    try {
      return [JSON.parse(payload) as EnvelopeEvent];
    } catch {
      return [];
    }
  });
}

function describe(event: EnvelopeEvent): string {
  const exception = event.exception?.values?.at(-1);
  return exception ? `${exception.type ?? 'Error'}: ${exception.value ?? ''}` : (event.message ?? '(无消息)');
}

/** A Sentry transport that keeps the events in this browser instead of sending them. */
export const demoErrorTransport: NonNullable<BrowserOptions['transport']> = (options) =>
  createTransport(options, async (request) => {
    const items = itemsOfEnvelope(request.body);
    const reports = eventsOfEnvelope(request.body).map((event): DemoErrorReport => ({
      at: Date.now(),
      message: describe(event),
      tags: Object.fromEntries(Object.entries(event.tags ?? {}).map(([k, v]) => [k, String(v)])),
    }));
    if (reports.length > 0) {
      try {
        localStorage.setItem(REPORTS_KEY, JSON.stringify([...reports, ...readErrorReports()].slice(0, KEPT)));
        localStorage.setItem(LAST_REPORT_KEY, JSON.stringify(lastReport(items)));
      } catch {
        // Storage full: the report is only lost from the panel.
      }
    }
    return { statusCode: 200 };
  });

function lastReport(items: EnvelopeItem[]): LastErrorReport {
  const event = items.find((item) => item.header.type === 'event');
  return {
    at: Date.now(),
    event: event ? (JSON.parse(event.payload) as unknown) : null,
    attachments: items
      .filter((item) => item.header.type === 'attachment')
      .map((item) => ({ filename: item.header.filename ?? 'attachment', text: item.payload })),
  };
}

/** The newest report, whole, so that its trail can be downloaded and replayed. */
export function readLastErrorReport(): LastErrorReport | undefined {
  try {
    return (JSON.parse(localStorage.getItem(LAST_REPORT_KEY) ?? 'null') as LastErrorReport | null) ?? undefined;
  } catch {
    return undefined;
  }
}
