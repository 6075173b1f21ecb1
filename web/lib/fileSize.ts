/** A file's size as people read it under a download link: "840 KB", "2.4 MB" (never "0 KB"). */
export const fileSize = (bytes: number) =>
  bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
