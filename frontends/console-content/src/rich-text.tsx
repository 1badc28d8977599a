// The html block's editor: TipTap (StarterKit) with a small toolbar; the block keeps its HTML
// (the server sanitizes it before storing, the portal again when it shows it).
import { useEffect } from 'react'
import { Box, ToggleButton, ToggleButtonGroup } from '@mui/material'
import { EditorContent, useEditor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { texts } from './texts.ts'

const tb = texts.blocks.toolbar

export function RichText({ html, onChange, label }: { html: string; onChange: (html: string) => void; label: string }) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } })],
    content: html,
    immediatelyRender: true,
    shouldRerenderOnTransaction: true,
    editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label, class: 'care-rich-text' } },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  })
  // a block replaced from outside (undo of a reorder, a reload) shows its own HTML
  useEffect(() => {
    if (editor && !editor.isFocused && html !== (editor.isEmpty ? '' : editor.getHTML())) editor.commands.setContent(html, { emitUpdate: false })
  }, [editor, html])
  if (!editor) return null
  const tools = [
    { key: 'bold', label: tb.bold, text: 'B', active: editor.isActive('bold'), run: () => editor.chain().focus().toggleBold().run() },
    { key: 'italic', label: tb.italic, text: 'I', active: editor.isActive('italic'), run: () => editor.chain().focus().toggleItalic().run() },
    { key: 'bullet', label: tb.bulletList, text: '•', active: editor.isActive('bulletList'), run: () => editor.chain().focus().toggleBulletList().run() },
    { key: 'ordered', label: tb.orderedList, text: '1.', active: editor.isActive('orderedList'), run: () => editor.chain().focus().toggleOrderedList().run() },
  ]
  return (
    <Box>
      <ToggleButtonGroup size="small" aria-label={label} sx={{ mb: 0.5 }}>
        {tools.map((tool) => (
          <ToggleButton key={tool.key} value={tool.key} selected={tool.active} aria-label={tool.label} onClick={tool.run} sx={{ minWidth: 36, fontWeight: tool.key === 'bold' ? 700 : undefined, fontStyle: tool.key === 'italic' ? 'italic' : undefined }}>
            {tool.text}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          px: 1.5,
          '& .care-rich-text': { minHeight: 96, outline: 'none', overflowWrap: 'anywhere' },
          '&:focus-within': { borderColor: 'primary.main', boxShadow: (theme) => `0 0 0 1px ${theme.palette.primary.main}` },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Box>
  )
}
