import { useState } from 'react';
import { TextareaField } from '../../../components/form/TextareaField';
import { htmlToMarkdown, markdownToHtml } from '../../../lib/richText';

/**
 * A rich-text answer (stored as HTML, sanitised by the server) edited in the same light markup as messages: the seller
 * sees their words, never tags, and what they saved comes back unchanged (issue #20.2).
 */
export function RichTextField({
  label,
  value,
  onChange,
  error,
  rows = 4,
}: {
  label: string;
  value: string | null;
  onChange: (html: string) => void;
  error?: string;
  rows?: number;
}) {
  const [text, setText] = useState(() => htmlToMarkdown(value));
  return (
    <TextareaField
      label={label}
      rows={rows}
      value={text}
      hint="**bold**, *italic*, “- ” lists, [link](https://…)"
      onChange={(event) => {
        setText(event.target.value);
        onChange(event.target.value.trim() ? markdownToHtml(event.target.value) : '');
      }}
      error={error}
    />
  );
}
