/**
 * The boot module's lib/bookCode.ts (scripts/bootModule.ts puts it in its place): a plain numeric id only, read as
 * bookIdFromParam reads it. A BK code's decoder would be a sixth of the boot module, so a link by code only loses
 * its head start: the app sends its first GETs itself.
 */
export function bookIdFromParam(param: string | undefined): string | null {
  const text = (param ?? '').trim();
  return /^(0|[1-9]\d{0,19})$/.test(text) ? text : null;
}
