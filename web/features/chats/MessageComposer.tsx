import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { ATTACHMENTS_MAX, CHAT_MESSAGES, MESSAGE_BODY_MAX, type Message } from '../../../contracts/chats/chats';
import { isApiError } from '../../lib/api';
import { fileProblem, type FileRules } from '../../lib/fileChecks';
import { fileSize } from '../../lib/fileSize';
import { sendMessage } from './chatsApi';
import { markdownToHtml, prefixLines, wrapSelection } from '../../lib/richText';

export const ATTACHMENT_RULES = `PDF, DOCX, XLSX, CSV, PNG or JPEG, up to 25 MB each, at most ${ATTACHMENTS_MAX} files.`;
const ACCEPT = '.pdf,.docx,.xlsx,.csv,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg,text/csv';
const ATTACHMENT_FILES: FileRules = {
  max: ATTACHMENTS_MAX,
  maxBytes: 25 * 1024 * 1024,
  names: /\.(pdf|docx|xlsx|csv|png|jpe?g)$/i,
  messages: {
    tooMany: `Attach at most ${ATTACHMENTS_MAX} files.`,
    type: (filename) => `${filename} is not a PDF, DOCX, XLSX, CSV, PNG or JPEG file.`,
    size: (filename) => `${filename} is larger than 25 MB.`,
  },
};

/** The same rules the server applies, checked first so nobody uploads 25 MB to be refused. */
export const attachmentProblem = (files: File[]): string | null => fileProblem(files, ATTACHMENT_FILES);

/** Every message of a 422, the attachment ones included (`attachments.0` …). */
function errorLines(error: unknown): string[] {
  if (!isApiError(error) || error.status === null || error.status >= 500) return [];
  const fields = Object.values(error.errors).flat();
  return fields.length ? [...new Set(fields)] : [error.message];
}

const TOOLS = [
  { label: 'Bold', icon: 'type-bold', apply: (v: string, s: number, e: number) => wrapSelection(v, s, e, '**') },
  { label: 'Italic', icon: 'type-italic', apply: (v: string, s: number, e: number) => wrapSelection(v, s, e, '*') },
  { label: 'Bulleted list', icon: 'list-ul', apply: (v: string, s: number, e: number) => prefixLines(v, s, e, false) },
  { label: 'Numbered list', icon: 'list-ol', apply: (v: string, s: number, e: number) => prefixLines(v, s, e, true) },
  {
    label: 'Link',
    icon: 'link-45deg',
    apply: (v: string, s: number, e: number) => wrapSelection(v, s, e, '[', '](https://)', 'link text'),
  },
];

interface MessageComposerProps {
  chatId: number;
  onSent: (message: Message) => void;
  /** Staff reply as the Lexchange team. */
  asStaff?: boolean;
}

export function MessageComposer({ chatId, onSent, asStaff = false }: MessageComposerProps) {
  const id = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (body: string) => sendMessage(chatId, body, files),
    onSuccess: (message) => {
      setText('');
      setFiles([]);
      setProblem(null);
      onSent(message);
    },
  });

  const applyTool = (tool: (typeof TOOLS)[number]) => {
    const element = textarea.current;
    if (!element) return;
    const result = tool.apply(text, element.selectionStart, element.selectionEnd);
    setText(result.value);
    requestAnimationFrame(() => {
      element.focus();
      element.setSelectionRange(result.start, result.end);
    });
  };

  const addFiles = (list: FileList | null) => {
    const next = [...files, ...Array.from(list ?? [])];
    setProblem(attachmentProblem(next));
    setFiles(next);
    if (fileInput.current) fileInput.current.value = '';
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (send.isPending) return;
    if (!text.trim() && files.length === 0) return setProblem(CHAT_MESSAGES.emptyMessage);
    // The server's limit counts the message as sent, formatting included: said here, before anything is uploaded.
    const body = text.trim() ? markdownToHtml(text) : '';
    if (body.length > MESSAGE_BODY_MAX) return setProblem(CHAT_MESSAGES.tooLong);
    const fileProblem = attachmentProblem(files);
    if (fileProblem) return setProblem(fileProblem);
    setProblem(null);
    send.mutate(body);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
  };

  const errors = problem ? [problem] : errorLines(send.error);
  return (
    <form className="composer" onSubmit={submit} aria-label="Write a message">
      <div className="composer__toolbar" role="toolbar" aria-label="Formatting">
        {TOOLS.map((tool) => (
          <button
            key={tool.label}
            type="button"
            className="btn btn-sm btn-light"
            aria-label={tool.label}
            title={tool.label}
            onClick={() => applyTool(tool)}
          >
            <i className={`bi bi-${tool.icon}`} aria-hidden="true" />
          </button>
        ))}
        <label className="btn btn-sm btn-light mb-0 ms-auto" htmlFor={`${id}-files`} title="Attach files">
          <i className="bi bi-paperclip" aria-hidden="true" />
          <span className="visually-hidden">Attach files</span>
        </label>
        <input
          ref={fileInput}
          id={`${id}-files`}
          type="file"
          multiple
          accept={ACCEPT}
          className="visually-hidden"
          onChange={(event) => addFiles(event.target.files)}
          aria-describedby={`${id}-rules`}
        />
      </div>
      <label htmlFor={`${id}-text`} className="visually-hidden">
        {asStaff ? 'Reply as the Lexchange team' : 'Message'}
      </label>
      <div className="composer__row">
        <textarea
          ref={textarea}
          id={`${id}-text`}
          className="form-control composer__text"
          rows={2}
          placeholder={asStaff ? 'Reply as the Lexchange team…' : 'Write a message…'}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={errors.length ? true : undefined}
          aria-describedby={`${id}-rules${errors.length ? ` ${id}-errors` : ''}`}
        />
        <button type="submit" className="btn btn-primary composer__send" disabled={send.isPending}>
          {send.isPending ? (
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          ) : (
            <i className="bi bi-send me-2" aria-hidden="true" />
          )}
          Send
        </button>
      </div>
      {files.length ? (
        <ul className="composer__files list-unstyled mb-0" aria-label="Files to send">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className="composer__file">
              <i className="bi bi-file-earmark" aria-hidden="true" />
              <span className="text-truncate">{file.name}</span>
              <span className="text-body-secondary">{fileSize(file.size)}</span>
              <button
                type="button"
                className="btn-close btn-sm"
                aria-label={`Remove ${file.name}`}
                onClick={() => {
                  const next = files.filter((_, at) => at !== index);
                  setFiles(next);
                  setProblem(attachmentProblem(next));
                }}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {errors.length ? (
        <div id={`${id}-errors`} className="text-danger small mt-1" role="alert">
          {errors.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </div>
      ) : null}
      <p id={`${id}-rules`} className="composer__rules small text-body-secondary mb-0">
        <span className="composer__hint">Ctrl+Enter sends. </span>
        Attachments: {ATTACHMENT_RULES}
      </p>
    </form>
  );
}
