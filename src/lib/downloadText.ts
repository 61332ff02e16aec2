/** Saves text as a file through the browser's download (导出会话, a report's trail). */
export function downloadText(filename: string, text: string, type = 'application/x-ndjson'): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([text], { type }));
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}
