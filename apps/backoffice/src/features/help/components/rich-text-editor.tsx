import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';

/**
 * A rich-text editor on Tiptap (ProseMirror; decision 0053): paragraphs, headings, bold, italic,
 * underline, lists, quotes, links and pictures by address. It writes HTML, which the preview and
 * the server clean with the site's policy; nothing here is trusted.
 */
export function RichTextEditor(props: {
  value: string;
  onChange: (html: string) => void;
  label: string;
  testId: string;
}) {
  const { t } = useTranslation();
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
  const picture = () => {
    const src = window.prompt(t('help.imagePrompt'), '/images/');
    if (src?.trim()) chain().setImage({ src: src.trim() }).run();
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
            onClick={tool.run}
          >
            {tool.label}
          </button>
        ))}
        <button
          type="button"
          className="btn btn--ghost btn--small"
          aria-pressed={active?.link ?? false}
          onClick={link}
        >
          {t('help.tools.link')}
        </button>
        <button type="button" className="btn btn--ghost btn--small" onClick={picture}>
          {t('help.tools.image')}
        </button>
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
