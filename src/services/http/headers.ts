/** Header names (DESIGN §5). */
export const HEADER = {
  authorization: 'Authorization',
  viewPage: 'X-View-Page',
  deviceId: 'X-Device-Id',
  h5Source: 'X-H5-Source',
  inviterId: 'X-Inviter-Id',
} as const;

/** Spec §7: which flow a request comes from, by the page it is made on. */
export function h5SourceFor(viewPath: string): string {
  if (viewPath.startsWith('/vip-order') || viewPath.startsWith('/buy-vip-gift')) return 'c202307';
  if (viewPath.startsWith('/invite/')) return 'pvt_invite';
  if (viewPath.startsWith('/squad/')) return 'squad_invite';
  return 'groupbuy';
}

/** What a request's headers are made of: the page it is made on, the device, and the reader's token and inviter. */
export interface HeaderFacts {
  viewPath: string;
  deviceId: string;
  /** 'Bearer <token>' or empty. */
  authorization: string;
  inviterId: string | undefined;
}

/** The spec §7 headers of one request; the app and the GETs sent with the HTML (src/routes/boot) both use it. */
export function requestHeaders(facts: HeaderFacts, noAuth: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    [HEADER.viewPage]: facts.viewPath,
    [HEADER.deviceId]: facts.deviceId,
    [HEADER.h5Source]: h5SourceFor(facts.viewPath),
  };
  if (!noAuth && facts.authorization) headers[HEADER.authorization] = facts.authorization;
  if (facts.inviterId) headers[HEADER.inviterId] = facts.inviterId;
  return headers;
}
