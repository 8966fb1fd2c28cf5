import { useCallback } from 'react';

/**
 * A ref for an <img> that shows `blob` through a blob: URL, revoked when the image goes away or
 * the blob changes (the decrypted photo never outlives what is on screen).
 */
export function useObjectUrlRef(blob: Blob | undefined) {
  return useCallback(
    (img: HTMLImageElement | null) => {
      if (!img || !blob) return;
      const url = URL.createObjectURL(blob);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
}
