/**
 * The back-office's rich-text editor (Tiptap): it writes only what the API's sanitiser keeps (paragraphs, line breaks,
 * bold, italic, level 2 and 3 headings, lists, quotes, links), so what an administrator sees is what is stored. Its
 * toolbar is a labelled `role="toolbar"` whose buttons say their state (`aria-pressed`); the text area is a labelled,
 * multi-line textbox. Import it from admin screens only: Tiptap then stays out of the public pages' code.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useErrorText } from '../ui/fields.tsx';

/** The StarterKit reduced to the sanitiser's allow-list (packages/domain/src/content/rich-text.ts). */
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['http', 'https', 'mailto'], HTMLAttributes: { rel: null, target: null } },
  }),
];

const TOOL =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border px-2 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-primary-dark disabled:opacity-50';

function Tool({ label, pressed, disabled, onClick, children }: { label: string; pressed?: boolean; disabled?: boolean; onClick(): void; children: ReactNode }) {
  return (
    // The name is the hidden text (not aria-label): the visible symbol is not the name's start, which a label would need.
    <button
      type="button"
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
      className={`${TOOL} ${pressed ? 'border-primary-dark bg-primary-dark/10 text-neutral-950' : 'border-neutral-300 bg-white text-neutral-800 hover:bg-neutral-100'}`}
    >
      {children}
      <span className="sr-only">{label}</span>
    </button>
  );
}

/** The link field: opened from the toolbar, applied with Enter or its button, closed with Escape. */
function LinkField({ editor, onClose }: { editor: Editor; onClose(): void }) {
  const { t } = useTranslation();
  const id = useId();
  const [href, setHref] = useState<string>(() => (editor.getAttributes('link').href as string | undefined) ?? '');
  const apply = () => {
    const value = href.trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (value === '') chain.unsetLink().run();
    else chain.setLink({ href: value }).run();
    onClose();
  };
  return (
    <div className="flex w-full flex-wrap items-end gap-2 border-t border-neutral-200 pt-2">
      <div className="min-w-48 flex-1">
        <label htmlFor={id} className="mb-1 block text-sm font-semibold text-neutral-900">
          {t('admin.richText.toolbar.linkAddress')}
        </label>
        <input
          id={id}
          type="url"
          inputMode="url"
          autoFocus
          value={href}
          placeholder="https://"
          onChange={(event) => setHref(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            } else if (event.key === 'Escape') {
              event.preventDefault();
              onClose();
              editor.commands.focus();
            }
          }}
          className="block min-h-11 w-full rounded-md border border-neutral-400 bg-white px-3 py-2 text-base text-neutral-900"
        />
      </div>
      <button type="button" onClick={apply} className={`${TOOL} border-neutral-300 bg-white px-3`}>
        {t('admin.richText.toolbar.linkApply')}
      </button>
      <button type="button" onClick={onClose} className={`${TOOL} border-neutral-300 bg-white px-3`}>
        {t('admin.richText.toolbar.linkCancel')}
      </button>
    </div>
  );
}

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const { t } = useTranslation();
  const [linking, setLinking] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => () => command(editor.chain().focus()).run();
  return (
    <div role="toolbar" aria-label={label} className="flex flex-wrap gap-1 border-b border-neutral-300 bg-neutral-50 p-2">
      <Tool label={t('admin.richText.toolbar.bold')} pressed={state.bold} onClick={run((c) => c.toggleBold())}>
        <strong aria-hidden="true">B</strong>
      </Tool>
      <Tool label={t('admin.richText.toolbar.italic')} pressed={state.italic} onClick={run((c) => c.toggleItalic())}>
        <em aria-hidden="true">I</em>
      </Tool>
      <Tool label={t('admin.richText.toolbar.heading2')} pressed={state.h2} onClick={run((c) => c.toggleHeading({ level: 2 }))}>
        <span aria-hidden="true">H2</span>
      </Tool>
      <Tool label={t('admin.richText.toolbar.heading3')} pressed={state.h3} onClick={run((c) => c.toggleHeading({ level: 3 }))}>
        <span aria-hidden="true">H3</span>
      </Tool>
      <Tool label={t('admin.richText.toolbar.bulletList')} pressed={state.bulletList} onClick={run((c) => c.toggleBulletList())}>
        <span aria-hidden="true">•≡</span>
      </Tool>
      <Tool label={t('admin.richText.toolbar.orderedList')} pressed={state.orderedList} onClick={run((c) => c.toggleOrderedList())}>
        <span aria-hidden="true">1.≡</span>
      </Tool>
      <Tool label={t('admin.richText.toolbar.quote')} pressed={state.blockquote} onClick={run((c) => c.toggleBlockquote())}>
        <span aria-hidden="true">❝</span>
      </Tool>
      <Tool label={t('admin.richText.toolbar.link')} pressed={state.link || linking} onClick={() => setLinking((open) => !open)}>
        <span aria-hidden="true">🔗</span>
      </Tool>
      <Tool label={t('admin.richText.toolbar.undo')} disabled={!state.canUndo} onClick={run((c) => c.undo())}>
        <span aria-hidden="true">↶</span>
      </Tool>
      <Tool label={t('admin.richText.toolbar.redo')} disabled={!state.canRedo} onClick={run((c) => c.redo())}>
        <span aria-hidden="true">↷</span>
      </Tool>
      {linking && <LinkField editor={editor} onClose={() => setLinking(false)} />}
    </div>
  );
}

/**
 * A labelled rich-text field: `value` is its HTML when it mounts (give it a new `key` for another text), every edit is
 * given to `onChange` (an empty text as ''); `error` (a translation key or a message) is shown beside it and tied to the text area.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  error,
  hint,
}: {
  label: string;
  value: string;
  onChange(html: string): void;
  error?: string;
  hint?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const errorText = useErrorText()(error);
  const describedBy = [hint ? `${id}-hint` : null, errorText ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);
  const attributes: Record<string, string> = {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': `${id}-label`,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(errorText ? { 'aria-invalid': 'true' } : {}),
    class: 'rich-text min-h-48 px-3 py-2 text-base text-neutral-900 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-primary-dark',
  };
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    // Rendered in the browser only: the server sends the labelled frame, the text area comes with the page's code.
    immediatelyRender: false,
    editorProps: { attributes },
    onUpdate: ({ editor: e }) => changed.current(e.isEmpty ? '' : e.getHTML()),
  });

  // The error and hint come and go without a new editor (its text and history are kept).
  const attributesKey = JSON.stringify(attributes);
  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes: JSON.parse(attributesKey) as Record<string, string> } });
  }, [editor, attributesKey]);

  return (
    <div>
      <p id={`${id}-label`} className="mb-1 block text-sm font-semibold text-neutral-900">
        {label}
      </p>
      <div className={`overflow-hidden rounded-md border bg-white ${errorText ? 'border-red-700' : 'border-neutral-400'}`}>
        {editor ? <Toolbar editor={editor} label={t('admin.richText.toolbar.label', { field: label })} /> : <div className="h-15 border-b border-neutral-300 bg-neutral-50" />}
        <EditorContent editor={editor} />
      </div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-neutral-700">
          {hint}
        </p>
      )}
      {errorText && (
        <p id={`${id}-error`} className="mt-1 flex items-start gap-1 text-sm font-medium text-red-800">
          <span aria-hidden="true">⚠</span>
          <span>{errorText}</span>
        </p>
      )}
    </div>
  );
}
