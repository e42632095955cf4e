import { HELP_IMAGE_RULES } from '@tessera/contracts';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type MouseEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readDataUrl } from '../../../lib/files/read-data-url';
import { uploadPicture } from '../api/help-calls';

/**
 * A rich-text editor on Tiptap (ProseMirror; decision 0053): paragraphs, headings, bold, italic,
 * underline, lists, quotes, links and pictures (uploaded, served from the brand's site). It writes
 * HTML, which the preview and the server clean with the site's policy; nothing here is trusted.
 */
export function RichTextEditor(props: {
  value: string;
  onChange: (html: string) => void;
  label: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const pictureInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [pictureError, setPictureError] = useState<string | null>(null);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ code: false, codeBlock: false, link: { openOnClick: false } }),
      Image,
    ],
    content: props.value,
    // The console's CSP allows no inline <style>: ProseMirror's few rules are in help.css.
    injectCSS: false,
    onUpdate: ({ editor: current }) => props.onChange(current.getHTML()),
    editorProps: {
      attributes: {
        class: 'rte__area rich',
        'aria-label': props.label,
        'aria-multiline': 'true',
        role: 'textbox',
        'data-testid': props.testId,
      },
    },
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      underline: e?.isActive('underline') ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      bullets: e?.isActive('bulletList') ?? false,
      numbers: e?.isActive('orderedList') ?? false,
      quote: e?.isActive('blockquote') ?? false,
      link: e?.isActive('link') ?? false,
    }),
  });
  if (!editor) return null;
  const chain = () => editor.chain().focus();
  const tools: { key: keyof NonNullable<typeof active>; label: string; run: () => void }[] = [
    { key: 'bold', label: 'B', run: () => chain().toggleBold().run() },
    { key: 'italic', label: 'I', run: () => chain().toggleItalic().run() },
    { key: 'underline', label: 'U', run: () => chain().toggleUnderline().run() },
    { key: 'h2', label: 'H2', run: () => chain().toggleHeading({ level: 2 }).run() },
    { key: 'h3', label: 'H3', run: () => chain().toggleHeading({ level: 3 }).run() },
    { key: 'bullets', label: '•', run: () => chain().toggleBulletList().run() },
    { key: 'numbers', label: '1.', run: () => chain().toggleOrderedList().run() },
    { key: 'quote', label: '❝', run: () => chain().toggleBlockquote().run() },
  ];
  const link = () => {
    const before = editor.getAttributes('link').href as string | undefined;
    const href = window.prompt(t('help.linkPrompt'), before ?? 'https://');
    if (href === null) return;
    if (href.trim() === '') chain().unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };
  // A picture is uploaded as soon as it is picked (the server tells it by its bytes) and goes in at
  // the cursor with its file name as the words a screen reader says.
  const picture = async (file: File) => {
    setPictureError(null);
    if (file.size > HELP_IMAGE_RULES.maxBytes) {
      setPictureError(t('help.imageTooBig'));
      return;
    }
    setUploading(true);
    try {
      const { url } = await uploadPicture(await readDataUrl(file));
      chain()
        .setImage({ src: url, alt: file.name.replace(/\.[^.]+$/u, '') })
        .run();
    } catch (failure) {
      setPictureError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setUploading(false);
    }
  };
  return (
    <div className="rte">
      <div className="rte__tools" role="toolbar" aria-label={t('help.toolbar')}>
        {tools.map((tool) => (
          <button
            key={tool.key}
            type="button"
            className="btn btn--ghost btn--small"
            aria-pressed={active?.[tool.key] ?? false}
            title={t(`help.tools.${tool.key}`)}
            aria-label={t(`help.tools.${tool.key}`)}
            onMouseDown={keepEditorFocus}
            onClick={tool.run}
          >
            {tool.label}
          </button>
        ))}
        <button
          type="button"
          className="btn btn--ghost btn--small"
          aria-pressed={active?.link ?? false}
          onMouseDown={keepEditorFocus}
          onClick={link}
        >
          {t('help.tools.link')}
        </button>
        <button
          type="button"
          className="btn btn--ghost btn--small"
          onClick={() => pictureInput.current?.click()}
          disabled={uploading}
          aria-busy={uploading || undefined}
          data-testid="rte-picture"
        >
          {uploading ? t('help.imageUploading') : t('help.tools.image')}
        </button>
        <input
          ref={pictureInput}
          type="file"
          accept={HELP_IMAGE_RULES.types.join(',')}
          hidden
          data-testid="rte-picture-file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void picture(file);
          }}
        />
      </div>
      {pictureError && (
        <p className="field__error" role="alert" data-testid="rte-picture-error">
          {pictureError}
        </p>
      )}
      <EditorContent editor={editor} />
    </div>
  );
}

/**
 * A toolbar button pressed with the mouse leaves the focus, and so the selection and the marks
 * waiting for the next letter, in the editor: otherwise the focus comes back a frame later, and
 * letters typed in between go to the button (a space presses it again).
 */
function keepEditorFocus(event: MouseEvent) {
  event.preventDefault();
}
