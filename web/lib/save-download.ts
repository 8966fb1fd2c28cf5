/**
 * Saves a download answer as the file the server names (content-disposition), else `fallback`.
 * The browser keeps the file as a Blob until it is saved (Chromium moves large ones to disk).
 */
export async function saveDownload(response: Response, fallback: string): Promise<string> {
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallback;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return filename;
}
