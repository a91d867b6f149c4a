/** Hands a downloaded file to the browser under this name (the Save dialog or Downloads). */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns: let it live a moment.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
