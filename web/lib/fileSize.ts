/** A file's size as people read it beside a file: "193 bytes", "840 KB", "1,020 KB", "2.4 MB". */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return bytes === 1 ? '1 byte' : `${bytes} bytes`;
  if (bytes < 1_048_576) return `${Math.round(bytes / 1024).toLocaleString('en-US')} KB`;
  return `${(bytes / 1_048_576).toFixed(1)} MB`;
}
