/** Saves a blob as a file: a temporary link clicked once, the object URL freed after. */
export function saveBlob(blob: Blob, filename: string): string {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return filename;
}

/** Saves a file the API sent as base64 (the PNG table images), under the name it chose. */
export function saveBase64File(file: { data_base64: string; mime: string; filename: string }) {
  const bytes = Uint8Array.from(atob(file.data_base64), (char) => char.charCodeAt(0));
  return saveBlob(new Blob([bytes], { type: file.mime }), file.filename);
}
