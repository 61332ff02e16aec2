/** Saves a file through the browser's download. */
export function downloadBlob(filename: string, blob: Blob): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

/** Saves text as a file through the browser's download (导出会话, a report's trail). */
export const downloadText = (filename: string, text: string, type = 'application/x-ndjson'): void =>
  downloadBlob(filename, new Blob([text], { type }));
