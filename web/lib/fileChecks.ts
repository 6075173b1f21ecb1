/** The checks a file picker makes when files are chosen, before anything is sent: the server checks everything again. */
export interface FileRules {
  /** At most this many files. */
  max: number;
  maxBytes: number;
  /** The file names (extensions) the picker takes. */
  names: RegExp;
  messages: {
    tooMany: string;
    type: (filename: string) => string;
    size: (filename: string) => string;
    empty?: (filename: string) => string;
  };
}

/** The first problem with the chosen files, as a sentence naming the file; null when they may be sent. */
export function fileProblem(files: readonly File[], rules: FileRules): string | null {
  if (files.length > rules.max) return rules.messages.tooMany;
  for (const file of files) {
    if (!rules.names.test(file.name)) return rules.messages.type(file.name);
    if (file.size > rules.maxBytes) return rules.messages.size(file.name);
    if (file.size === 0 && rules.messages.empty) return rules.messages.empty(file.name);
  }
  return null;
}
