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
